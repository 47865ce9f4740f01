import { routeGroup } from '../route-group';
import faceIdRoutes, { faceIdComponents } from './face-id';
import routes from './routes';
import { deviceComponents } from './schemas';
import workflowRoutes, { workflowComponents } from './workflows';

/** Cameras, kiosks, vizitins, their workflows and face-id images. */
export default routeGroup({
  name: 'devices',
  perCondo: [routes, workflowRoutes, faceIdRoutes],
  components: [...deviceComponents, ...workflowComponents, ...faceIdComponents],
});

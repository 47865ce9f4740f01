import { faceIdRoutes } from '../devices/face-id';
import { deviceKindRoutes } from '../devices/kind-routes';
import { DEVICE_KINDS } from '../devices/kinds';
import { VizitinCreateBody, VizitinListQuery, VizitinUpdateBody } from '../devices/schemas';
import { workflowRoutes } from '../devices/workflows';
import { routeGroup } from '../route-group';
import commandRoutes from './routes';
import settingRoutes from './settings-routes';

/**
 * A condo's vizitins: their workflows and v2 settings, the residents' face-id images on them, and the commands they
 * are sent (routes.ts; its reset serves every kind of device). The devices' shared code: routes/devices/.
 */
export default routeGroup({
  name: 'vizitins',
  permissions: ['api/v1/vizitins'],
  perCondo: [
    deviceKindRoutes(DEVICE_KINDS.vizitin, {
      listQuery: VizitinListQuery,
      createBody: VizitinCreateBody,
      updateBody: VizitinUpdateBody,
    }),
    workflowRoutes(DEVICE_KINDS.vizitin),
    settingRoutes,
    faceIdRoutes('/api/v1/vizitins/:id/face_id_images', 'resident', 'ResidentImage'),
    commandRoutes,
  ],
});

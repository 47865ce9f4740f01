import { routeGroup } from '../route-group';
import routes from './routes';
import { formTypeComponents } from './schemas';

/** FMS configuration: a condo's two forms (incident, report), read with the form fields' permission. */
export default routeGroup({
  name: 'form-types',
  permissions: ['api/v1/form_questions'],
  perCondo: [routes],
  components: formTypeComponents,
});

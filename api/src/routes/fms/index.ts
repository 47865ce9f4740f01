import { routeGroup } from '../route-group';
import routes from './routes';
import { fmsComponents } from './schemas';

/** FMS configuration: a condo's form fields and graphs. */
export default routeGroup({
  name: 'fms',
  paths: ['/api/v1/form_questions', '/api/v1/form_types', '/api/v1/condo_graphs'],
  permissions: ['api/v1/form_questions', 'api/v1/condo_graphs'],
  perCondo: [routes],
  components: fmsComponents,
  audited: {
    // FMS configuration: a form's fields (a reorder records each moved field's position) and the condo's graphs.
    form_questions: { resource: 'form_questions', record: 'id', condo: 'condo_id' },
    condo_graphs: { resource: 'condo_graphs', record: 'id', condo: 'condo_id' },
  },
});

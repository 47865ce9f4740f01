import { routeGroup } from '../route-group';
import routes from './routes';
import { reportComponents } from './schemas';

/** User reports: the reports a condo mails on a schedule (the Reports screen). */
export default routeGroup({
  name: 'reports',
  permissions: ['api/v1/reports'],
  perCondo: [routes],
  components: reportComponents,
  audited: {
    user_reports: { resource: 'reports', record: 'id', condo: 'condo_id' },
  },
});

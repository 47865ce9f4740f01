import { routeGroup } from '../route-group';
import routes from './routes';
import { auditComponents } from './schemas';

export { AUDITED_RESOURCES } from './schemas';

/** A record's history (the History tabs). */
export default routeGroup({
  name: 'audit-events',
  permissions: ['api/v1/audit_events'],
  perCondo: [routes],
  components: auditComponents,
});

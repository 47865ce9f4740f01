import { routeGroup } from '../route-group';
import routes from './routes';

/** Employees' gate entries: when each came in and went out. */
export default routeGroup({
  name: 'employee-entries',
  permissions: ['api/v1/employee_entries'],
  perCondo: [routes],
});

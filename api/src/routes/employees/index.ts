import { routeGroup } from '../route-group';
import routes from './routes';
import { employeeComponents } from './schemas';

/** Employees, and the entries and attendance records' shared queries and schemas (their routes have folders). */
export default routeGroup({
  name: 'employees',
  permissions: ['api/v1/employees'],
  perCondo: [routes],
  components: employeeComponents,
});

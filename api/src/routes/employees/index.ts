import { routeGroup } from '../route-group';
import routes from './routes';
import { employeeComponents } from './schemas';

/** Employees and their attendance. */
export default routeGroup({
  name: 'employees',
  paths: ['/api/v1/attendance_entries', '/api/v1/employee_entries'],
  permissions: ['api/v1/employees', 'api/v1/employee_entries', 'api/v1/attendance_entries'],
  perCondo: [routes],
  components: employeeComponents,
});

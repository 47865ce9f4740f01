import { faceIdRoutes } from '../devices/face-id';
import { routeGroup } from '../route-group';
import routes from './routes';
import { employeeComponents } from './schemas';

/** Employees, and the entries and attendance records' shared queries and schemas (their routes have folders). */
export default routeGroup({
  name: 'employees',
  // Employees' face-id images on a vizitin are read with the vizitin's `show` (as the residents' are).
  permissions: ['api/v1/employees', 'api/v1/vizitins'],
  perCondo: [routes, faceIdRoutes('/api/v1/employees/:id/face_id_images', 'employee', 'EmployeeImage')],
  components: employeeComponents,
});

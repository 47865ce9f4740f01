import { routeGroup } from '../route-group';
import routes from './routes';
import { employeeComponents } from './schemas';

/** Employees and their attendance. */
export default routeGroup({
  name: 'employees',
  perCondo: [routes],
  components: employeeComponents,
});

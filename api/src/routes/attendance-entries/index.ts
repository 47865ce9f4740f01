import { routeGroup } from '../route-group';
import routes from './routes';

/** Employees' attendance: the days each was present. */
export default routeGroup({
  name: 'attendance-entries',
  permissions: ['api/v1/attendance_entries'],
  perCondo: [routes],
});

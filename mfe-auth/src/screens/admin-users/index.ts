export { AdminUsersScreen } from './AdminUsersScreen';

export { AlertUsersScreen } from './AlertUsersScreen';

export { NotificationsScreen } from './NotificationsScreen';

export { UserReportsScreen } from './UserReportsScreen';

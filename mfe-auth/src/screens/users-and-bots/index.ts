export { UsersAndBotsScreen } from './UsersAndBotsScreen';

export { FmsConfigsScreen } from './FmsConfigsScreen';

export { CondoDetailsScreen } from './CondoDetailsScreen';

export { SuppressionScreen } from './SuppressionScreen';

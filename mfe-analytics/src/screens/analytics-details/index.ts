export { AnalyticsDetailsScreen } from './AnalyticsDetailsScreen';

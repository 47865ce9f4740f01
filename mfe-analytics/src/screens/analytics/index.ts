export { AnalyticsScreen } from './AnalyticsScreen';

export { FullScreenReportScreen } from './FullScreenReportScreen';

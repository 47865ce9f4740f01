export { PatrollingReportScreen } from './PatrollingReportScreen';

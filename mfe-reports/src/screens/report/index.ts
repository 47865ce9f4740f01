export { ReportScreen } from './ReportScreen';

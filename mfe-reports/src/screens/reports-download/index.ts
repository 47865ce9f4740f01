export { ReportsDownloadScreen } from './ReportsDownloadScreen';

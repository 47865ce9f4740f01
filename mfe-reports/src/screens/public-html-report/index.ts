export { PublicHtmlReportScreen } from './PublicHtmlReportScreen';

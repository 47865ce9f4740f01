export { CallLogsScreen } from './CallLogsScreen';

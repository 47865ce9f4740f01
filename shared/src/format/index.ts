export {
  deviceStateLabel,
  formatDateTime,
  formatRelative,
  formatShortDateTime,
  truncate,
} from './format';
export { saveFile } from './saveFile';

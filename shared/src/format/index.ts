export {
  deviceStateLabel,
  formatDateTime,
  formatRelative,
  formatShortDateTime,
  truncate,
} from './format';
export { safeCell } from './safeCell';
export { saveFile } from './saveFile';

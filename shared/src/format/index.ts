export {
  deviceStateLabel,
  formatDateTime,
  formatRelative,
  formatShortDateTime,
  truncate,
} from './format';

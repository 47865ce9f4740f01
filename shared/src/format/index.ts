// The date formatters (./dates, dayjs) are exported by '@condo/shared/ui', not here: see dates.ts.
export { deviceStateLabel, truncate } from './format';
export { safeCell } from './safeCell';
export { saveFile } from './saveFile';

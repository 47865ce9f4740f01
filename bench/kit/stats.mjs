// The figures the benchmarks print: medians, percentiles, min/max and the units they are printed in.
import { cpus, loadavg } from 'node:os';

const sorted = (xs) => [...xs].sort((a, b) => a - b);

/** The median; of an even count, the mean of the two middle values. */
export function median(xs) {
  const s = sorted(xs);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The middle value; of an even count, the higher of the two (a value that was measured). */
export const upperMedian = (xs) => sorted(xs)[Math.floor(xs.length / 2)];

/** The nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export const percentile = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

export const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/** `12 ms` (whole milliseconds) or, with digits, `12.3 ms`. */
export const ms = (x, digits = 0) => `${digits ? x.toFixed(digits) : Math.round(x)} ms`;

/** Mebibytes: `512 MB`, or with digits `511.8 MB`. */
export const mb = (bytes, digits = 0) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/** The load average over 1, 5 and 15 minutes, e.g. `1.25 0.98 0.71`. */
export const loadAverage = (digits = 2) =>
  loadavg()
    .map((x) => x.toFixed(digits))
    .join(' ');

export const cpuCount = () => cpus().length;

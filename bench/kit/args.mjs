// A benchmark's command line: node's parseArgs with -h/--help printing the usage, and checked numbers.
import { parseArgs } from 'node:util';

/**
 * The option values of the command line (`options` as parseArgs takes them); `--help` prints `usage` and exits.
 * An unknown option fails, as parseArgs does.
 */
export function benchArgs(usage, options) {
  const { values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** Exits with code 2 and the message. */
export function usageError(message, usage) {
  console.error(`${message}${usage ? ` (see ${usage} --help)` : ''}`);
  process.exit(2);
}

/** The option's value as a positive integer, or a usage error. */
export function positive(value, name, usage) {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) usageError(`${name} must be a positive integer, got ${value}`, usage);
  return n;
}

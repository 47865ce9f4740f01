// Node 20's test runner takes no globs: find the *.test.ts files under src/ and run them two files at a time, one
// per core (each file owns one database). Extra arguments go to node, e.g. --test-name-pattern=otp.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const files = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .sort();
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('-'));
const selected = only.length ? files.filter((file) => only.some((part) => file.includes(part))) : files;
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...args.filter((arg) => arg.startsWith('-')), ...selected],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);

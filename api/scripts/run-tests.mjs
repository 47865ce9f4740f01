// Node 20's test runner takes no globs: find the *.test.ts files under src/ and run them side by side, each file in
// a process of its own with a database of its own: two at a time on PGlite (one per core; the database runs in the
// test's process), three on a PostgreSQL server (the server does part of the work). Extra arguments go to node,
// e.g. --test-name-pattern=otp.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The longest files start first, so that none of them is left running alone at the end (measured on PGlite).
const LONGEST_FIRST = [
  'src/audit/audit-trail.test.ts',
  'src/db/activity-rollups.test.ts',
  'src/schedulers/planner.test.ts',
  'src/delivery/delivery.test.ts',
  'src/routes/bms-reports/bms-reports.test.ts',
  'src/security/bad-input.fuzz.test.ts',
];
const rank = (file) => {
  const index = LONGEST_FIRST.indexOf(file.replaceAll('\\', '/'));
  return index === -1 ? LONGEST_FIRST.length : index;
};

const root = join(import.meta.dirname, '..');
const files = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('-'));
const selected = only.length ? files.filter((file) => only.some((part) => file.includes(part))) : files;
const concurrency = process.env.DATABASE_URL ? 3 : 2;
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    ...args.filter((arg) => arg.startsWith('-')),
    ...selected,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);

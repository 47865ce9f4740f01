// `npm run backup` / `npm run restore -- <file>`: runs the API's backup command (api/src/backup/cli.ts), with the
// paths given here made absolute first (it runs in api/).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { root } from './pnpm.mjs';

const args = process.argv.slice(2).map((arg, i) => (arg.startsWith('-') || i === 0 ? arg : resolve(arg)));
if (process.env.DATA_DIR) process.env.DATA_DIR = resolve(process.env.DATA_DIR);
const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
  cwd: join(root, 'api'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

// Runs the pinned pnpm without a global install (corepack fails on this machine).
import './node-lts.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const toolDir = join(root, '.tools');
const pnpmBin = join(toolDir, 'node_modules', '.bin', 'pnpm');

export function ensurePnpm() {
  if (!existsSync(pnpmBin)) {
    console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
    execFileSync(
      'npm',
      ['install', '--prefix', toolDir, `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'],
      {
        stdio: 'inherit',
      },
    );
  }
  return pnpmBin;
}

export function pnpm(args, options = {}) {
  const result = spawnSync(ensurePnpm(), args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed with ${result.status}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = spawnSync(ensurePnpm(), process.argv.slice(2), { stdio: 'inherit', cwd: root });
  process.exit(result.status ?? 1);
}

// Installs the workspace's dependencies when they are missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, root } from './pnpm.mjs';

export function installIfNeeded() {
  const marker = join(root, 'node_modules/.modules.yaml');
  const lockfile = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('Installing dependencies …');
  pnpm(['install', '--frozen-lockfile']);
}

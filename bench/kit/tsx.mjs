// A TypeScript part of a benchmark (it imports the API's sources) run through tsx in a child node process.
import { spawnSync } from 'node:child_process';
import { root } from '../../scripts/pnpm.mjs';

/** Runs `file` (from the repository root, or `cwd`) with `args`; its output is the benchmark's. Returns its status. */
export function runTsx(file, args = [], { cwd = root, env, stdio = 'inherit' } = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd,
    stdio,
    env: env && { ...process.env, ...env },
  });
  return run.status ?? 1;
}

/** runTsx, failing with `what failed` unless it exits with 0. */
export function runTsxOrFail(file, args, what, options) {
  if (runTsx(file, args, options) !== 0) throw new Error(`${what} failed`);
}

// What a benchmark starts and must remove when it ends, whatever way it ends: the stack (API + web server, on free
// ports, as `npm start` runs them: scripts/stack.mjs), node children that print their port, temp folders.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../scripts/stack.mjs';
import { log } from './report.mjs';

export { freePort } from '../../scripts/stack.mjs';

const cleanups = [];

/** Runs `fn` at the end (last registered, first run), on success, failure or a signal. */
export const atCleanUp = (fn) => cleanups.push(fn);

export async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
}

/**
 * Runs a benchmark's main: cleans up after it, and on SIGINT/SIGTERM (exit code 130) or a failure (its stack printed,
 * exit code 1).
 */
export function runMain(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await cleanUp();
      process.exit(130);
    });
  }
  return main()
    .then(cleanUp)
    .catch(async (error) => {
      console.error(error.stack ?? error);
      await cleanUp();
      process.exit(1);
    });
}

/** A fresh folder under the system's temp folder, removed at the end. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  atCleanUp(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The stack on free ports with `dataDir` (a fresh temp folder when none is given), stopped at the end. `options` are
 * startStack's (apiEnv, registryDir, environment, …). Returns the stack and its data folder.
 */
export async function startBenchStack(label, { dataDir, ...options } = {}) {
  dataDir ??= tempDir('condo-bench-');
  const started = Date.now();
  let stack;
  try {
    stack = await startStack({ dataDir, quiet: true, ...options });
  } catch (error) {
    throw new Error(`The ${label} stack did not start: ${error.message}`);
  }
  atCleanUp(() => stack.stop());
  log(`stack (${label}) up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url}, API ${stack.apiUrl}`);
  return { stack, dataDir };
}

/** A node child that prints `PORT <n>` once it listens; its URL and a stop that waits for its exit (also at the end). */
export async function startPortChild(nodeArgs, env, name) {
  const child = spawn(process.execPath, nodeArgs, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  atCleanUp(stop);
  let out = '';
  for await (const chunk of child.stdout) {
    out += chunk;
    const port = /PORT (\d+)/.exec(out)?.[1];
    if (port) return { url: `http://127.0.0.1:${port}/`, stop };
  }
  throw new Error(`${name} did not start.`);
}

/** Waits until `url` answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitForUrl(url, { child, timeoutMs = 180_000, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) throw new Error(`${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

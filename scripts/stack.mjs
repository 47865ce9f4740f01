// Starts the whole console as `npm start` runs it: the API (embedded Postgres by default) and the web server
// that serves the host, the remote registry, the environment manifest and proxies the API.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { apiServerBundle, bundleApi } from './build-api.mjs';
import { root } from './pnpm.mjs';
import { supervise } from './supervise.mjs';

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/**
 * V8's young generation at 2 MB a semi-space instead of 16 (~50 MB less resident for the API), and the old generation
 * grown by 20 % after a full collection instead of V8's up to 4×: the API stayed at 250–260 MB through a walk of every
 * screen instead of 280–320 (bench/memory.mjs). `--optimize-for-size` kept it as small but cost 65 % more CPU a
 * request (uncached condo list, 742 µs against 450).
 */
export const SMALL_HEAP = ['--max-semi-space-size=2', '--heap-growing-percent=20'];

/**
 * glibc's malloc with fixed thresholds: allocations over 128 KB are their own mappings and free memory at the top of
 * a heap above 128 KB goes back to the system. By default both thresholds grow after the first large free (up to
 * 32 MB and 64 MB), and the arenas of V8's compiler threads then kept 25–33 MB each: the API read 313–330 MB after
 * start with the defaults and 223–247 MB with these (the same seeded folder; bench/memory.mjs has the walk). Read by
 * glibc when the process starts, so they go in its environment; Chromium, started by the API, inherits them.
 */
export const SMALL_MALLOC = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/** A port another program holds: the message is one line naming the variable that picks another port. */
export class PortInUseError extends Error {}

/** Whether something already listens on `port` (on 127.0.0.1, where the stack listens, or on every address). */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(true) : reject(error),
    );
    server.listen({ port, host }, () => server.close(() => resolve(false)));
  });
}

/**
 * Throws a PortInUseError when a port the stack is asked to use is taken (a second `npm start`, say), before anything
 * is started. `ports` maps each environment variable that sets a port to its value.
 */
export async function checkPortsFree(ports) {
  for (const [variable, port] of Object.entries(ports)) {
    if (port === undefined) continue;
    if (await portInUse(port)) {
      throw new PortInUseError(
        `Port ${port} is already in use (is the console already running?): set ${variable} to use another port, ` +
          `e.g. ${variable}=${port + 1} npm start.`,
      );
    }
  }
}

// A first start seeds 8 weeks of site activity for every demo condo (about 40 s on a quiet machine, minutes on a busy one).
async function waitForApi(url, child, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting.`);
    if (child.signalCode !== null) throw new Error(`The API was stopped by ${child.signalCode} while starting.`);
    try {
      const response = await fetch(`${url}/public_key`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * `restart` (npm start only): an API that dies is started again on the same port (scripts/supervise.mjs), its notices
 * going to `printNotice` (console.error by default); `gaveUp` resolves when it has crashed too often to go on. Tests
 * and benchmarks leave it off: an API they stop on purpose stays stopped.
 *
 * @param {{ consolePort?: number, apiPort?: number, dataDir: string, environment?: string,
 *           apiEnv?: Record<string,string>, onApiOutput?: (line: string) => void, quiet?: boolean,
 *           restart?: boolean, printNotice?: (line: string) => void }} options
 */
export async function startStack(options) {
  await checkPortsFree({ CONSOLE_PORT: options.consolePort, API_PORT: options.apiPort });
  const apiPort = options.apiPort ?? (await freePort());
  const consolePort = options.consolePort ?? (await freePort());
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // Plain JavaScript, not `--import tsx src/server.ts`: ~80 MB less (scripts/build-api.mjs).
  await bundleApi();
  const startApi = () =>
    spawn(process.execPath, [...SMALL_HEAP, apiServerBundle], {
      cwd: join(root, 'api'),
      // Never production (npm start, e2e, benchmarks): demo data, the local mail sink and /docs, even when the shell
      // exports NODE_ENV=production.
      env: {
        ...process.env,
        ...SMALL_MALLOC,
        NODE_ENV: 'development',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        // The web server's /gateway/ runs on this machine and names each client in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        ...options.apiEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const output = [];
  const api = await supervise({
    name: 'api',
    start: startApi,
    ready: (child) => waitForApi(apiUrl, child),
    onLine: (line) => {
      output.push(line);
      options.onApiOutput?.(line);
      if (!options.quiet) console.log(`[api] ${line}`);
    },
    restart: options.restart,
    print: options.printNotice,
  });
  const { startWebServer } = await import('../deploy/web/web-server.mjs');
  const web = await startWebServer({
    port: consolePort,
    apiUrl,
    environment: options.environment ?? 'local',
    hostDir: join(root, 'host/dist'),
    registryDir: options.registryDir,
    environmentsDir: options.environmentsDir,
  });
  let stopping;
  return {
    url: `http://localhost:${consolePort}`,
    apiUrl,
    apiOutput: output,
    /** The API's process now (another one after each restart). */
    get apiProcess() {
      return api.child;
    },
    gaveUp: api.gaveUp,
    /** Stops both; calling it again (two signals, say) waits for the same stop. */
    stop() {
      stopping ??= Promise.all([web.close(), api.stop()]);
      return stopping;
    },
  };
}

// `npm start`: install, build what changed, and run the console on the embedded default (embedded Postgres, demo data).
import './node-lts.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { simulatorBundle } from './build-api.mjs';
import { installIfNeeded } from './install.mjs';
import { root } from './pnpm.mjs';
import { checkPortsFree, PortInUseError, SMALL_HEAP, SMALL_MALLOC, startStack } from './stack.mjs';
import { supervise } from './supervise.mjs';

const consolePort = Number(process.env.CONSOLE_PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);
// Before the install and the build: a second `npm start` says at once that the first one holds the ports.
async function exitWhenPortTaken(start) {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
await exitWhenPortTaken(() => checkPortsFree({ CONSOLE_PORT: consolePort, API_PORT: apiPort }));

installIfNeeded();
// In a child process that exits: this one, which keeps running the web server, never holds webpack's heap.
const { build } = await import('./build.mjs');
await build();

// `npm start -- --scale`: a separate data folder with Scale Tower, a year of a busy site, for the benchmarks.
const scale = process.argv.includes('--scale');
const dataDir = process.env.DATA_DIR ?? join(root, scale ? '.data-scale' : '.data');
if (scale) {
  console.log('  Loading Scale Tower (a year of a busy site; the first time takes minutes)...');
  const loaded = spawnSync(process.execPath, ['--import', 'tsx', 'src/start/scale-run.ts'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (loaded.status !== 0) process.exit(loaded.status ?? 1);
}
// The ports are checked again: another program may have taken one during the build. An API that dies is restarted.
const stack = await exitWhenPortTaken(() =>
  startStack({ consolePort, apiPort, dataDir, environment: process.env.ENVIRONMENT ?? 'local', restart: true }),
);

// API_CONTRACT=spec (passed on to the API with the environment): the spec's contract only, no additions.
const contract = process.env.API_CONTRACT?.trim().toLowerCase() === 'spec' ? 'spec' : 'full';
// The device simulator makes a few Marina Bay devices send heartbeats, so device states change live. Its calls are
// additions (the spec has no device-facing calls), absent from the spec profile.
const simulator =
  process.env.SIMULATOR === '0' || contract === 'spec'
    ? null
    : await supervise({
        name: 'simulator',
        start: () =>
          spawn(
            process.execPath,
            // Bundled by startStack with the API (scripts/build-api.mjs).
            [...SMALL_HEAP, simulatorBundle, '--api', stack.apiUrl, '--condo', 'marina-bay'],
            {
              cwd: join(root, 'api'),
              env: { ...process.env, ...SMALL_MALLOC },
              stdio: ['ignore', 'ignore', 'pipe'],
            },
          ),
        onLine: (line) => console.error(`[simulator] ${line}`),
        restart: true,
      });

const simulatorNote = `A device simulator drives six Marina Bay devices (Devices screen); one goes silent and loses
  connectivity after a minute. Every 20 s it also reports a vehicle in or out, a visit, a call or an alert (raised,
  then resolved), so Marina Bay's figures for today move. SIMULATOR=0 npm start runs without it.

  `;

console.log(`
  Smart Condo Management is running.

    Console    ${stack.url}
    API docs   ${stack.apiUrl}/docs (OpenAPI)
    Data       ${dataDir} (embedded Postgres; delete the folder to start over)
    Contract   ${
      contract === 'spec'
        ? "spec: the spec's contract only, the API's additions dropped (API_CONTRACT=spec)"
        : "full: the spec plus the API's additions (docs/additions.md); API_CONTRACT=spec drops them"
    }

  Sign in with one of the demo accounts:
    admin@demo.condo     super admin, every condo
    manager@demo.condo   condo manager of Marina Bay Residences only
    viewer@demo.condo    viewer with a narrow permission set

  After "Send OTP" the one-time code is printed here, in a line starting with [api] [mail] … code=123456,
  and appended to ${join(dataDir, 'mailbox.log')}.

  ${simulator ? simulatorNote : ''}Press Ctrl+C to stop.
`);

let stopping = false;
/** Stops the simulator, the web server and the API, then exits; a second call (another signal) changes nothing. */
async function stopEverything(exitCode) {
  if (stopping) return;
  stopping = true;
  await Promise.all([simulator?.stop(), stack.stop()]);
  process.exit(exitCode);
}
// Each stop marks its process as stopped before anything exits: Ctrl+C, which reaches the children too, never counts
// as a crash.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopEverything(0));
// What kept crashing has printed its last lines and why it is not restarted: the console does not run on without it.
void Promise.race([stack.gaveUp, simulator?.gaveUp].filter(Boolean)).then(() => {
  console.error('Stopping the console (exit code 1).');
  stopEverything(1);
});

// The stack as `npm start` runs it (restart on): an API killed with SIGKILL comes back on its port, and the console's
// /gateway/ answers again without anything else restarted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './pnpm.mjs';
import { portInUse, startStack } from './stack.mjs';

/**
 * A copy of the end-to-end setup's seeded data folder (e2e/seeded-data.ts): the API starts in seconds instead of
 * seeding the demo data for tens of seconds. Made, when missing, in a child with the TypeScript loader.
 */
function seededDataDir() {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "import { seededDataFolder } from './e2e/seeded-data.ts'; console.log(await seededDataFolder());",
    ],
    { cwd: root, encoding: 'utf8' },
  );
  assert.equal(made.status, 0, made.stderr);
  const dataDir = mkdtempSync(join(tmpdir(), 'condo-restart-test-'));
  cpSync(made.stdout.trim().split('\n').at(-1), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

async function gatewayStatus(url) {
  const response = await fetch(`${url}/gateway/public_key`).catch(() => undefined);
  return response?.status;
}

let dataDir;
let stack;
const notices = [];

before(async () => {
  dataDir = seededDataDir();
  stack = await startStack({ dataDir, quiet: true, restart: true, printNotice: (line) => notices.push(line) });
});

after(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an API killed with SIGKILL is restarted on its port and the console’s gateway answers again', async () => {
  assert.equal(await gatewayStatus(stack.url), 200);
  const killed = stack.apiProcess;
  const exited = once(killed, 'exit');
  killed.kill('SIGKILL');
  await exited;
  assert.notEqual(await gatewayStatus(stack.url), 200, 'the gateway has no API behind it for a moment');

  const started = Date.now();
  while ((await gatewayStatus(stack.url)) !== 200) {
    assert.ok(Date.now() - started < 45_000, `the API is not back within 45 s:\n${notices.join('\n')}`);
    await sleep(200);
  }
  assert.notEqual(stack.apiProcess.pid, killed.pid);
  assert.equal(notices[0], '[api] exited (signal SIGKILL); restarting in 0.5 s (crash 1 of 5 in the last minute)');
  // "back" follows /public_key answering the supervisor's own check, a moment after or before this test's.
  while (notices.length < 2 && Date.now() - started < 45_000) await sleep(50);
  assert.match(notices[1], /^\[api\] back after [\d.]+ s$/);
});

test('stopping the stack stops the API for good', async () => {
  const apiPort = Number(new URL(stack.apiUrl).port);
  const noticesBefore = notices.length;
  await stack.stop();
  await sleep(1000);
  assert.equal(notices.length, noticesBefore, notices.join('\n'));
  assert.equal(await portInUse(apiPort), false, 'nothing listens on the API’s port');
});

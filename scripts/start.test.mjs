// A second `npm start` while a port it needs is taken: one line naming the variable that changes the port.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { checkPortsFree, freePort, PortInUseError, portInUse } from './stack.mjs';

async function holdPort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** `node scripts/start.mjs` with these ports; it must exit on its own within 30 s (it would otherwise build and start). */
async function npmStart(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'condo-start-test-'));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'start.mjs')], {
    env: { ...process.env, SIMULATOR: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = await once(child, 'exit');
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  return { code, stdout, stderr };
}

describe('npm start with a port in use', () => {
  let held;
  before(async () => {
    held = await holdPort();
  });
  after(() => held.close());

  test('portInUse tells a held port from a free one', async () => {
    assert.equal(await portInUse(held.port), true);
    assert.equal(await portInUse(await freePort()), false);
  });

  test('checkPortsFree names the variable of the held port', async () => {
    await assert.doesNotReject(checkPortsFree({ CONSOLE_PORT: await freePort(), API_PORT: undefined }));
    await assert.rejects(checkPortsFree({ CONSOLE_PORT: await freePort(), API_PORT: held.port }), (error) => {
      assert.ok(error instanceof PortInUseError);
      assert.match(error.message, new RegExp(`^Port ${held.port} is already in use .*set API_PORT `));
      return true;
    });
  });

  for (const variable of ['CONSOLE_PORT', 'API_PORT']) {
    test(`${variable} taken: one line, no stack trace, exit code 1`, async () => {
      const other = variable === 'CONSOLE_PORT' ? 'API_PORT' : 'CONSOLE_PORT';
      const { code, stdout, stderr } = await npmStart({
        [variable]: String(held.port),
        [other]: String(await freePort()),
      });
      assert.equal(code, 1);
      assert.equal(stdout, '');
      const lines = stderr.trim().split('\n');
      assert.equal(lines.length, 1, stderr);
      assert.match(lines[0], new RegExp(`^Port ${held.port} is already in use .*set ${variable} to use another port`));
    });
  }
});

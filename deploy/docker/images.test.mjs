// The images' steps, replayed without a container engine (deploy/docker/replay.mjs, issue #27 item 1): the API
// image installs what its command runs under its own NODE_ENV and starts compiled, with no TypeScript loader; the web
// image renders its nginx config with the files it copies and the Node.js it carries, and serves the console in front
// of that API. deploy/docker/smoke.mjs builds and starts the real images where an engine can.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { root } from '../../scripts/pnpm.mjs';
import { freePort } from '../../scripts/stack.mjs';
import { replay, startStage } from './replay.mjs';
import { baseImages, standins } from './standins.mjs';

const dir = mkdtempSync(join(tmpdir(), 'condo-images-'));
const running = [];

/** Waits until `url` answers 200, or fails with what the process printed. */
async function answered(url, child, output, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) assert.fail(`exited with ${child.exitCode} before ${url} answered:\n${output()}`);
    const response = await fetch(url).catch(() => undefined);
    if (response?.status === 200) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`${url} did not answer 200 within ${seconds} s:\n${output()}`);
}

/** Resolves once `check()` holds; fails after `seconds`, naming what was awaited. */
async function waitFor(check, what, seconds = 10) {
  for (const deadline = Date.now() + seconds * 1000; !check(); ) {
    if (Date.now() > deadline) assert.fail(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function started(stage, env, edit) {
  const child = startStage(stage, env, edit);
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  running.push(child);
  return { child, output: () => printed.slice(-4000) };
}

const stopped = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code, signal) => resolve(code ?? signal));
    child.kill('SIGTERM');
  });

let api;
let apiUrl;

before(async () => {
  api = replay('deploy/docker/api.Dockerfile', join(dir, 'api'));
});

after(async () => {
  await Promise.all(running.map(stopped));
  rmSync(dir, { recursive: true, force: true });
});

const major = process.versions.node.split('.')[0];

/** The lines of compose.yaml's service `name` (indented by two under `services:`, as the file is written). */
function composeService(name) {
  const lines = readFileSync(join(root, 'deploy/docker/compose.yaml'), 'utf8').split('\n');
  const start = lines.indexOf(`  ${name}:`);
  assert.ok(start > 0, `compose.yaml has a service ${name}`);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  return lines.slice(start + 1, end).join('\n');
}

test('compose restarts a service that dies, checks the API by /ready and brings it back at its address', () => {
  for (const name of ['postgres', 'api', 'web']) {
    assert.match(composeService(name), /^ {4}restart: (unless-stopped|always)$/m, `${name} has a restart policy`);
  }
  const api = composeService('api');
  assert.match(api, /fetch\('http:\/\/127\.0\.0\.1:4000\/ready'\)/, 'healthy once ready, not only alive');
  // nginx resolves api:4000 once, when the web container starts.
  assert.match(api, /^ {8}ipv4_address: \S+$/m, 'a fixed address');
  for (const name of ['api', 'web']) {
    const script = /"-e",\s*"([^"]*)"/.exec(composeService(name))?.[1];
    assert.ok(script && !/\s/.test(script), `${name}: a healthcheck script without spaces (podman 4.3 splits at them)`);
  }
});

test('the API image is built on the project’s Node.js line and carries no TypeScript loader', () => {
  for (const stage of Object.values(api)) assert.match(stage.base, new RegExp(`^node:${major}-`));
  const image = api['1'];
  const installed = readdirSync(image.at('/app/node_modules/.pnpm'));
  assert.deepEqual(
    installed.filter((name) => /^(tsx|typescript|esbuild|drizzle-kit)@/.test(name)),
    [],
    'no build tool among the installed packages',
  );
  assert.ok(!existsSync(image.at('/app/api/src/server.ts')), 'no TypeScript source of the API');
  assert.equal(image.cmd.join(' '), 'node api/dist/server.mjs');
});

test('the API image’s /data is its user’s before it is a volume: a new named volume takes that owner', () => {
  const text = readFileSync(join(root, 'deploy/docker/api.Dockerfile'), 'utf8');
  const owned = text.search(/^RUN mkdir \/data && chown node:node \/data$/m);
  assert.ok(owned > 0 && owned < text.indexOf('VOLUME ["/data"]') && owned < text.indexOf('USER node'));
});

test('every base image the images and compose.yaml name has a stand-in for an engine that cannot pull it', () => {
  for (const image of baseImages()) {
    assert.ok(standins[image], `${image} has a stand-in (deploy/docker/standins.mjs)`);
    assert.ok(existsSync(join(root, 'deploy/docker/standins', standins[image].file)), standins[image].file);
  }
  const node = Object.keys(standins).find((image) => image.startsWith('node:'));
  assert.match(node, new RegExp(`^node:${major}-`), 'the node stand-in is the project’s line');
});

test('the API image starts in production on its own install and answers /ready', async () => {
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  const { child, output } = started(api['1'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    // Production refuses to start without a mail server or, on an empty database, its first admin.
    SMTP_URL: 'smtp://127.0.0.1:9',
    FIRST_ADMIN_EMAIL: 'ops@example.com',
  });
  const ready = await answered(`${apiUrl}/ready`, child, output);
  assert.equal(ready.status, 200);
  assert.equal((await fetch(`${apiUrl}/docs`)).status, 404, 'no public docs in production');
  assert.ok(existsSync(api['1'].at('/data')), 'the data folder is the image’s /data');
});

test('the API image’s report kit (mailed user reports) loads without TypeScript', () => {
  const image = api['1'];
  const chunks = image.at('/app/api/dist/chunks');
  const kit = readdirSync(chunks).find(
    (file) => file.endsWith('.mjs') && /export \{\s*drawReport,/.test(readFileSync(join(chunks, file), 'utf8')),
  );
  assert.ok(kit, 'a chunk exports drawReport');
  const loaded = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const kit = await import('./api/dist/chunks/${kit}'); console.log(kit.reportTypes.length)`,
    ],
    { cwd: image.at('/app'), env: { PATH: process.env.PATH, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  assert.equal(loaded.status, 0, loaded.stderr);
  assert.ok(Number(loaded.stdout) > 0, `report types: ${loaded.stdout}`);
});

test('the web image renders its nginx config with what it copies and serves the console in front of the API', async (t) => {
  const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (!nginx) return t.skip('nginx is not installed (.ci/run installs Debian’s)');
  assert.ok(existsSync(join(root, 'host/dist/index.html')), 'the front end is built (the delivery step builds it)');
  // The build stage is the checkout `npm test` has just built: its /src is the repository.
  const web = replay('deploy/docker/web.Dockerfile', join(dir, 'web'), {
    build: (path) => (path === '/usr/local/bin/node' ? process.execPath : join(root, path.replace(/^\/src\/?/, ''))),
  });
  const image = web['1'];
  for (const stage of Object.values(web)) assert.match(stage.base, /^node:|^nginx:/);
  assert.match(web.build.base, new RegExp(`^node:${major}-`), 'the Node.js the web image copies is the project’s line');
  const port = await freePort();
  const { child, output } = started(
    image,
    // The API's address as compose names it (api:4000) is this machine's replayed API; render.mjs's default folders
    // (the image's) are named so that they are taken inside the stage's folder; nginx's workers read the stage's
    // files as root here (the image's own are readable by its nginx user).
    {
      API_UPSTREAM: apiUrl,
      ENVIRONMENT_FILE: '/srv/console/environments/local.json',
      HOST_DIR: '/srv/console/host',
      REGISTRY_DIR: '/srv/console/registry',
      NGINX_RUN_AS_ROOT: '1',
    },
    (cmd) => cmd.map((part) => part.replace('0.0.0.0:8080', `127.0.0.1:${port}`)),
  );
  const url = `http://127.0.0.1:${port}`;
  assert.equal(await (await answered(`${url}/healthz`, child, output)).text(), 'ok\n');
  assert.match(await (await fetch(`${url}/condos`)).text(), /<div id="root">/);
  assert.equal((await fetch(`${url}/gateway/ready`)).status, 200, 'the API through the web container');
  // nginx's errors go to the container's own output (`docker logs web`), not to a file inside it.
  assert.equal((await fetch(`${url}/registry/no-such-remote/1.0.0/remoteEntry.js`)).status, 404);
  await waitFor(() => /no-such-remote.*No such file or directory/.test(output()), 'the 404 in the output');
});

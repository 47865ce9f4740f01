// Builds both images and starts deploy/docker/compose.yaml (API + web + PostgreSQL), waits until the web container
// and the API through it are ready, signs in through the web container in Chromium and opens one screen of every
// area, then stops everything and removes its volumes (issue #27 item 1):
//   node deploy/docker/smoke.mjs
// The engine is podman (Debian's: apt-get install podman runc debootstrap, and apt-get install
// --no-install-recommends docker-compose, whose recommends bring Docker's own daemon) or docker. Where none can
// run, it says so in one line and exits 0; `npm test` replays the images' steps without an engine either way
// (deploy/docker/images.test.mjs), and runs this smoke only with SMOKE=1 (--in-npm-test: a real run takes 10 to 30
// minutes on a 2-core machine, most of it the web image's front-end build).
// A base image that cannot be pulled (a machine that reaches only the npm registry and Debian's packages) is stood in
// for by a local build tagged with its name (deploy/docker/standins.mjs), and the smoke says so in one line.
// Compose: `docker compose` or `docker-compose` (on podman, against a `podman system service` the smoke starts),
// else `podman compose` or `podman-compose`. Podman without systemd runs no healthcheck by itself: the smoke runs
// them (`podman healthcheck run`) as systemd's timers would, so compose.yaml's depends_on conditions hold.
// SMOKE_KEEP=1 leaves the stack running after a failure, to look into it; SMOKE_BUILD=0 starts the images the last
// run built (a second look at the sign-in and screens without building again).
// The stack runs with the demo data and the local mail sink (SEED_DEMO=1 ALLOW_LOCAL_SINK=1, compose.yaml's "only
// to try it out"): the sign-in code is read from the API's log.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import { root } from '../../scripts/pnpm.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../tooling/chromium.mjs';
import { ensureBaseImages, Unavailable } from './standins.mjs';

const compose = join(root, 'deploy/docker/compose.yaml');
const project = 'condo-smoke';
const url = process.env.SMOKE_URL ?? 'http://localhost:8080';
const email = 'admin@demo.condo';
/** One screen of each area (mfe-auth's is the sign-in itself and Admin User). */
const screens = {
  'mfe-auth': '/admin-user',
  'mfe-condo-admin': '/condos/marina-bay/details',
  'mfe-devices': '/condos/marina-bay/devices',
  'mfe-messaging': '/condos/marina-bay/out-box',
  'mfe-reports': '/condos/marina-bay/reports-download',
  'mfe-analytics': '/condos/marina-bay/analytics',
};

const started = Date.now();
const seconds = (since = started) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const say = (line) => console.log(`docker smoke [${seconds().padStart(5)}]: ${line}`);
const work = mkdtempSync(join(tmpdir(), 'condo-smoke-'));
/** What compose printed (the builds' output too): kept after the run. */
const composeLog = join(tmpdir(), 'condo-smoke-compose.log');
writeFileSync(composeLog, '');
const env = { ...process.env, SEED_DEMO: '1', ALLOW_LOCAL_SINK: '1', COMPOSE_PROJECT_NAME: project };
const cleanups = [() => rmSync(work, { recursive: true, force: true })];
const cleanUp = () => {
  for (const step of cleanups.splice(0).reverse()) step();
};
const skip = (why) => {
  cleanUp();
  console.log(`docker smoke: SKIPPED, ${why}`);
  process.exit(0);
};

function engine() {
  const reasons = [];
  for (const name of ['podman', 'docker']) {
    const info = spawnSync(name, ['info'], { encoding: 'utf8' });
    if (info.error) reasons.push(`${name}: not installed`);
    else if (info.status !== 0) reasons.push(`${name}: ${(info.stderr.trim().split('\n').at(-1) ?? '').slice(0, 120)}`);
    else return { name };
  }
  return { reasons };
}

/**
 * What podman needs of this machine, in a containers.conf of the smoke's own (CONTAINERS_CONF), with a line for each:
 * - in a sandbox without CAP_SYS_RESOURCE no process may raise a hard limit, and podman's defaults for a container
 *   (open files and processes) are above this one's: the containers get this process's own (podman lowers its own
 *   process limit to the kernel's pid_max);
 * - crun 1.8 (Debian 12's) refuses a hybrid cgroup hierarchy whose v2 part has controllers: runc runs there.
 */
function podmanConfig() {
  if (process.env.CONTAINERS_CONF) return [];
  const notes = [];
  const containers = [];
  const engineLines = [];
  const effective = BigInt(`0x${/^CapEff:\s*(\S+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0'}`);
  if (!(effective & (1n << 24n))) {
    const own = readFileSync('/proc/self/limits', 'utf8');
    const hard = (what) => Number(new RegExp(`^Max ${what}\\s+\\S+\\s+(\\S+)`, 'm').exec(own)?.[1]);
    const pidMax = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
    const limits = { nofile: hard('open files'), nproc: Math.min(hard('processes'), pidMax) };
    const set = Object.entries(limits).filter(([, limit]) => Number.isFinite(limit));
    if (set.length) {
      containers.push(`default_ulimits = [${set.map(([name, limit]) => `"${name}=${limit}:${limit}"`).join(', ')}]`);
      notes.push(
        `no CAP_SYS_RESOURCE: containers get this process's limits (${set.map((s) => s.join(' ')).join(', ')})`,
      );
    }
  }
  const unified = '/sys/fs/cgroup/unified/cgroup.controllers';
  const hybrid = existsSync(unified) && readFileSync(unified, 'utf8').trim() !== '';
  if (hybrid && spawnSync('runc', ['--version'], { stdio: 'ignore' }).status === 0) {
    engineLines.push('runtime = "runc"');
    notes.push('hybrid cgroups with v2 controllers, which crun 1.8 refuses: runc runs the containers');
  }
  if (!notes.length) return [];
  const file = join(work, 'containers.conf');
  writeFileSync(file, `[containers]\n${containers.join('\n')}\n[engine]\n${engineLines.join('\n')}\n`);
  env.CONTAINERS_CONF = file;
  return notes;
}

/** The compose command: `{ command, args, label }`, or undefined. */
function composeTool(name) {
  const works = (command, args) => spawnSync(command, [...args, 'version'], { env, stdio: 'ignore' }).status === 0;
  const candidates = [
    ['docker', ['compose']],
    ['docker-compose', []],
    ...(name === 'podman'
      ? [
          ['podman', ['compose']],
          ['podman-compose', []],
        ]
      : []),
  ];
  for (const [command, args] of candidates) {
    if (works(command, args)) return { command, args, label: [command, ...args].join(' ') };
  }
}

/** Starts `podman system service` on a socket of the smoke's own, for a Docker client (compose); resolves when up. */
async function podmanService() {
  const socket = join(work, 'podman.sock');
  // Its own process group: a Ctrl+C stops the smoke, which then takes the stack down through it.
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  cleanups.push(() => service.kill('SIGTERM'));
  await until('podman system service listens', async () => existsSync(socket), 20, 250);
  env.DOCKER_HOST = `unix://${socket}`;
}

async function until(what, check, limit = 300, every = 2000) {
  const deadline = Date.now() + limit * 1000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  throw new Error(`${what} within ${limit} s`);
}

const found = engine();
if (!found.name) skip(`no container engine can run here (${found.reasons.join('; ')})`);
const name = found.name;
const run = (args, options = {}) => spawnSync(name, args, { env, ...options });
run.env = env;

const notes = name === 'podman' ? podmanConfig() : [];
const tool = composeTool(name);
if (!tool) skip(`${name} runs here but no compose tool does (docker compose, docker-compose, podman-compose)`);
// A real run builds both images: 10 to 30 minutes on a 2-core machine, too long for `npm test`'s budget, which asks
// for it only with SMOKE=1 (scripts/test.mjs passes --in-npm-test).
if (process.argv.includes('--in-npm-test') && process.env.SMOKE !== '1') {
  skip(
    `${name} and ${tool.label} run here, but a real run takes 10–30 min: SMOKE=1 npm test, or node ${relative(root, import.meta.filename)}`,
  );
}
for (const note of notes) say(`podman: ${note}`);

let bases;
try {
  bases = ensureBaseImages({ engine: name, run, log: say });
} catch (error) {
  if (error instanceof Unavailable) skip(error.message);
  cleanUp();
  console.error(`docker smoke: FAILED: ${error.message}`);
  process.exit(1);
}
for (const [image, account] of Object.entries(bases)) {
  if (account.standin) say(`${image} could not be pulled (${account.why}): a local stand-in, ${account.standin}`);
  else say(`${image}: ${account}`);
}

/** The lines of compose's output shown as progress: a build step, the compose project's network, volumes, containers. */
const progress = new RegExp(
  `^((\\[\\d+/\\d+\\] )?STEP \\d+/\\d+:|Step \\d+/\\d+ :|Building \\w+$|(Creating|Starting|Stopping|Removing|Recreating) (network|volume|${project})|Successfully tagged)`,
);

/** Runs compose; its output goes to composeLog, and a line of progress (a build step, a container) to the console. */
function composeRun(args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.command, [...tool.args, '-f', compose, '-p', project, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(composeLog, { flags: 'a' });
    let tail = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        log.write(`${line}\n`);
        tail = [...tail.slice(-79), line];
        if (!quiet && progress.test(line.trim())) say(`  ${line.trim().slice(0, 140)}`);
      });
    }
    child.on('error', reject);
    child.on('close', (code) => {
      log.end();
      if (code === 0) resolve();
      else reject(new Error(`${tool.label} ${args.join(' ')} failed (${code}):\n${tail.join('\n')}`));
    });
  });
}

const composeOutput = (args) => {
  const result = spawnSync(tool.command, [...tool.args, '-f', compose, '-p', project, ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return `${result.stdout}${result.stderr}`;
};

/** The id of the project's container of `service`. */
const containerOf = (service) =>
  run(
    [
      'ps',
      '-q',
      '--filter',
      `label=com.docker.compose.project=${project}`,
      '--filter',
      `label=com.docker.compose.service=${service}`,
    ],
    { encoding: 'utf8' },
  )
    .stdout.trim()
    .split('\n')[0];

/**
 * Podman without systemd makes no healthcheck timers: run the project's containers' healthchecks every 3 s, as the
 * timers would (compose waits on them: depends_on condition service_healthy).
 */
function driveHealthchecks() {
  if (name !== 'podman' || existsSync('/run/systemd/system')) return;
  say('podman: no systemd to time the healthchecks: the smoke runs them every 3 s');
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const ids = run(['ps', '-q', '--filter', `label=com.docker.compose.project=${project}`], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    let left = ids.length;
    if (!left) busy = false;
    for (const id of ids) {
      const check = spawn(name, ['healthcheck', 'run', id], { env, stdio: 'ignore' });
      check.on('close', () => {
        left -= 1;
        if (!left) busy = false;
      });
    }
  }, 3000);
  cleanups.push(() => clearInterval(timer));
}

const stop = () => {
  say(`stopping the stack and removing its volumes (${tool.label} down -v) …`);
  const down = spawnSync(tool.command, [...tool.args, '-f', compose, '-p', project, 'down', '-v'], {
    env,
    encoding: 'utf8',
  });
  if (down.status !== 0) throw new Error(`${tool.label} down -v failed:\n${down.stdout}${down.stderr}`);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      stop();
    } finally {
      cleanUp();
      process.exit(1);
    }
  });
}

let failed = false;
const phases = {};
try {
  if (name === 'podman' && tool.command.startsWith('docker')) {
    await podmanService();
    say(`compose: ${tool.label}, against a podman system service this smoke started`);
  } else say(`compose: ${tool.label}`);
  if (tool.command === 'podman-compose') {
    say('podman-compose 1.0 leaves out compose.yaml’s subnet and fixed addresses (TRUST_PROXY does not match)');
  }
  driveHealthchecks();
  let since = Date.now();
  const up = ['up', '-d', ...(process.env.SMOKE_BUILD === '0' ? [] : ['--build'])];
  say(`building both images and starting the stack (${tool.label} ${up.join(' ')}; output in ${composeLog}) …`);
  await composeRun(up);
  phases['build and start'] = seconds(since);
  say(`built and started in ${phases['build and start']}`);

  since = Date.now();
  await until('the web container answers /healthz', async () => (await fetch(`${url}/healthz`)).ok);
  await until('the API is ready through the web container', async () => (await fetch(`${url}/gateway/ready`)).ok);
  phases.ready = seconds(since);
  say(`${url}/healthz and /gateway/ready answer (${phases.ready})`);

  since = Date.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/`);
    await page.getByLabel('Email').fill(email);
    const sentAt = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    let code;
    await until(
      'the sign-in code appears in the API log',
      async () => {
        const lines = run(['logs', '--since', sentAt, containerOf('api')], { encoding: 'utf8' });
        code = new RegExp(`to=${email.replaceAll('.', '\\.')} .*code=(\\d+)`).exec(lines.stdout + lines.stderr)?.[1];
        return Boolean(code);
      },
      60,
      1000,
    );
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/condos$/);
    say(`signed in as ${email} through the web container`);
    for (const [area, path] of Object.entries(screens)) {
      await page.goto(`${url}${path}`);
      // The area mounted (its remote came through nginx) and shows its screen's heading.
      const outlet = page.locator('main.area-main');
      await outlet.locator(`#area-${area}`).waitFor({ timeout: 60_000 });
      const heading = outlet.getByRole('heading').first();
      await heading.waitFor({ timeout: 60_000 });
      await page
        .locator('.ant-skeleton')
        .first()
        .waitFor({ state: 'detached', timeout: 30_000 })
        .catch(() => {});
      const failure = page.getByText(/could not be (loaded|shown)|Something went wrong|is not available here/);
      if ((await failure.count()) > 0)
        throw new Error(`${area}: ${path} shows "${await failure.first().textContent()}"`);
      say(`${area} ${path} opened: “${(await heading.textContent())?.trim()}”`);
    }
  } finally {
    await browser.close();
  }
  phases['sign in and screens'] = seconds(since);
} catch (error) {
  failed = true;
  console.error(`docker smoke: FAILED: ${error.message}`);
  console.error(
    run(['ps', '-a', '--filter', `label=com.docker.compose.project=${project}`], { encoding: 'utf8' }).stdout,
  );
  console.error(composeOutput(['logs', '--no-color', '--tail', '80']));
} finally {
  try {
    const since = Date.now();
    if (failed && process.env.SMOKE_KEEP === '1') {
      say(
        `SMOKE_KEEP=1: the stack is left running (${name} ps -a --filter label=com.docker.compose.project=${project})`,
      );
    } else stop();
    phases.stop = seconds(since);
  } catch (down) {
    failed = true;
    console.error(down.message);
  }
  cleanUp();
}
const took = Object.entries(phases)
  .map(([phase, time]) => `${phase} ${time}`)
  .join(', ');
console.log(`docker smoke: ${failed ? 'FAILED' : 'PASSED'} in ${seconds()} with ${name} (${took})`);
process.exit(failed ? 1 : 0);

// Builds both images and starts deploy/docker/compose.yaml (API + web + PostgreSQL), waits until the web container
// and the API through it are ready, signs in through the web container in Chromium and opens one screen of every
// area, then stops everything and removes its volumes (issue #27 item 1):
//   node deploy/docker/smoke.mjs
// Where no container engine can run (none installed, its daemon unreachable, or no registry to pull the base images
// from), it says so in one line and exits 0;
// `npm test` replays the images' steps without an engine either way (deploy/docker/images.test.mjs).
// The stack runs with the demo data and the local mail sink (SEED_DEMO=1 ALLOW_LOCAL_SINK=1, compose.yaml's "only
// to try it out"): the sign-in code is read from the API's log.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from '../../scripts/pnpm.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../tooling/chromium.mjs';

const compose = join(root, 'deploy/docker/compose.yaml');
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

const found = engine();
if (!found.name) {
  console.log(`docker smoke: SKIPPED, no container engine can run here (${found.reasons.join('; ')})`);
  process.exit(0);
}

// The base images come from a registry: an engine that cannot reach one (a machine without the internet) skips too.
const bases = ['api.Dockerfile', 'web.Dockerfile', 'compose.yaml'].flatMap((file) => [
  ...readFileSync(join(root, 'deploy/docker', file), 'utf8').matchAll(/^\s*(?:FROM|image:)\s+(\S+)/gm),
]);
for (const image of new Set(bases.map(([, image]) => image))) {
  if (spawnSync(found.name, ['image', 'inspect', image], { stdio: 'ignore' }).status === 0) continue;
  const pulled = spawnSync(found.name, ['pull', image], { encoding: 'utf8', timeout: 120_000 });
  if (pulled.status !== 0) {
    const why = (pulled.stderr ?? '').trim().split('\n').at(-1)?.slice(0, 120) || 'timed out';
    console.log(`docker smoke: SKIPPED, ${found.name} cannot pull the base image ${image} (${why})`);
    process.exit(0);
  }
}

const env = { ...process.env, SEED_DEMO: '1', ALLOW_LOCAL_SINK: '1' };
const composeRun = (args, options = {}) => {
  const result = spawnSync(found.name, ['compose', '-f', compose, ...args], { env, encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${found.name} compose ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
};

async function until(what, check, seconds = 300) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${what} within ${seconds} s`);
}

const started = Date.now();
let failed = false;
try {
  console.log(`docker smoke: building and starting the stack with ${found.name} …`);
  composeRun(['up', '-d', '--build'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await until('the web container answers /healthz', async () => (await fetch(`${url}/healthz`)).ok);
  await until('the API is ready through the web container', async () => (await fetch(`${url}/gateway/ready`)).ok);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/`);
    await page.getByLabel('Email').fill(email);
    const sentAt = new Date().toISOString();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    let code;
    await until(
      'the sign-in code appears in the API log',
      async () => {
        const lines = composeRun(['logs', '--no-color', '--since', sentAt, 'api']);
        code = new RegExp(`to=${email.replace('.', '\\.')} .*code=(\\d+)`).exec(lines)?.[1];
        return Boolean(code);
      },
      60,
    );
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/condos$/);
    for (const [area, path] of Object.entries(screens)) {
      await page.goto(`${url}${path}`);
      await page.getByRole('main').waitFor();
      await page
        .locator('.ant-skeleton')
        .first()
        .waitFor({ state: 'detached', timeout: 30_000 })
        .catch(() => {});
      const failure = await page.getByText(/could not be loaded|Something went wrong/).count();
      if (failure > 0) throw new Error(`${area}: ${path} shows an error`);
      console.log(`docker smoke: ${area} ${path} opened`);
    }
  } finally {
    await browser.close();
  }
  console.log(`docker smoke: PASSED in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  failed = true;
  console.error(`docker smoke: FAILED: ${error.message}`);
  try {
    console.error(composeRun(['logs', '--no-color', '--tail', '80']));
  } catch (logs) {
    console.error(logs.message);
  }
} finally {
  try {
    composeRun(['down', '-v'], { stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (down) {
    failed = true;
    console.error(down.message);
  }
}
process.exit(failed ? 1 : 0);

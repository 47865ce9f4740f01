// For the delivery tests: a private registry and environment folder, a web server or nginx over them, and the
// delivery CLI run as ops run it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebServer } from '../deploy/web/web-server.mjs';
import { freePort } from '../scripts/stack.mjs';

const repo = join(import.meta.dirname, '..');

export interface DeliverySandbox {
  registryDir: string;
  environmentsDir: string;
  env: string;
  cli(...args: string[]): { ok: boolean; output: string };
  cleanup(): Promise<void>;
}

/** A copy of the built registry and of the local environment, named `env`, that the tests may change freely. */
export function deliverySandbox(env = 'delivery'): DeliverySandbox {
  const dir = mkdtempSync(join(tmpdir(), 'condo-delivery-'));
  const registryDir = join(dir, 'registry');
  const environmentsDir = join(dir, 'environments');
  cpSync(join(repo, 'deploy/registry'), registryDir, { recursive: true });
  cpSync(join(repo, 'deploy/environments/local.json'), join(environmentsDir, `${env}.json`));
  const manifest = JSON.parse(readFileSync(join(environmentsDir, `${env}.json`), 'utf8'));
  writeFileSync(join(environmentsDir, `${env}.json`), JSON.stringify({ ...manifest, name: env }, null, 2));
  return {
    registryDir,
    environmentsDir,
    env,
    cli(...args) {
      try {
        const output = execFileSync(process.execPath, [join(repo, 'deploy/cli/index.mjs'), ...args], {
          env: { ...process.env, REGISTRY_DIR: registryDir, ENVIRONMENTS_DIR: environmentsDir, DEPLOY_USER: 'e2e ops' },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        return { ok: true, output };
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string };
        return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
      }
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function serveSandbox(sandbox: DeliverySandbox, apiUrl: string) {
  const port = await freePort();
  const server = await startWebServer({
    port,
    apiUrl,
    environment: sandbox.env,
    hostDir: join(repo, 'host/dist'),
    registryDir: sandbox.registryDir,
    environmentsDir: sandbox.environmentsDir,
  });
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

export { startNginx } from '../deploy/nginx/run-local.mjs';

// Debian's nginx with the production config (console.conf.template), serving this checkout's built console in front
// of the API instances of `apiUpstream`: for the end-to-end tests and the benchmarks, never for production.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/stack.mjs';
import { renderNginxConfig } from './render.mjs';

const repo = join(import.meta.dirname, '../..');

/** @param {string} apiUpstream one API base URL or several, comma-separated (API_UPSTREAM) */
export async function startNginx(apiUpstream) {
  const port = await freePort();
  const runtimeDir = mkdtempSync(join(tmpdir(), 'condo-nginx-'));
  const config = renderNginxConfig({
    listen: `127.0.0.1:${port}`,
    hostDir: join(repo, 'host/dist'),
    registryDir: join(repo, 'deploy/registry'),
    environmentFile: join(repo, 'deploy/environments/local.json'),
    apiUpstream,
    runtimeDir,
    runAsRoot: process.getuid?.() === 0,
  });
  const nginx = spawn('/usr/sbin/nginx', ['-c', config, '-p', runtimeDir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 50; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/environment.json`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      nginx.kill('SIGTERM');
      await rm(runtimeDir, { recursive: true, force: true });
    },
  };
}

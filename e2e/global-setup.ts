// Starts a whole stack, as `npm start` does, on free ports with a fresh data folder (DESIGN.md, Tests), plus a
// second web server whose environment points one remote at a dead URL.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../scripts/build.mjs';
import { freePort, startStack } from '../scripts/stack.mjs';
import { seededDataFolder } from './seeded-data';
import { STACK_FILE, type StackInfo } from './stack-file';
import { signInThroughApi, users } from './support';

export default async function globalSetup() {
  const started = Date.now();
  await build();
  const built = Date.now();
  // The API's first start would seed the demo data (8 weeks of site activity: tens of seconds). Each data folder is a
  // copy of the seeded one instead (e2e/seeded-data.ts).
  const seeded = await seededDataFolder();
  const dataFolder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'condo-e2e-'));
    cpSync(seeded, join(dir, 'pglite'), { recursive: true });
    return dir;
  };
  const dataDir = dataFolder();
  const specDataDir = dataFolder();
  const loaded = Date.now();
  // The `spec` project's stack: the same console in front of an API that serves only the spec's contract.
  const [stack, specStack] = await Promise.all([
    startStack({ dataDir, quiet: true }),
    startStack({ dataDir: specDataDir, quiet: true, apiEnv: { API_CONTRACT: 'spec' } }),
  ]);
  const { startWebServer } = await import('../deploy/web/web-server.mjs');
  const brokenPort = await freePort();
  const broken = await startWebServer({
    port: brokenPort,
    apiUrl: stack.apiUrl,
    environment: 'dead-remote',
    environmentsDir: join(import.meta.dirname, 'environments'),
    hostDir: join(import.meta.dirname, '../host/dist'),
  });
  const sessions: StackInfo['sessions'] = {};
  const specSessions: StackInfo['sessions'] = {};
  for (const email of Object.values(users)) {
    sessions[email] = await signInThroughApi(stack.apiUrl, email, dataDir);
    specSessions[email] = await signInThroughApi(specStack.apiUrl, email, specDataDir);
  }
  const info: StackInfo = {
    url: stack.url,
    brokenUrl: `http://localhost:${brokenPort}`,
    apiUrl: stack.apiUrl,
    dataDir,
    sessions,
    spec: { url: specStack.url, apiUrl: specStack.apiUrl, dataDir: specDataDir, sessions: specSessions },
  };
  writeFileSync(STACK_FILE, JSON.stringify(info));
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  console.log(
    `e2e setup: ${seconds(started, Date.now())} (build ${seconds(started, built)}, seeded data ${seconds(built, loaded)}, stack and sign-ins ${seconds(loaded, Date.now())})`,
  );
  return async () => {
    await broken.close();
    await Promise.all([stack.stop(), specStack.stop()]);
    await rm(dataDir, { recursive: true, force: true });
    await rm(specDataDir, { recursive: true, force: true });
    await rm(STACK_FILE, { force: true });
  };
}

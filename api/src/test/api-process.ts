// The API as its own process, as the container image runs it (`node --import tsx src/server.ts`), for the tests of
// what only a real process shows: the production start-up (production.test.ts), a SIGKILL mid-work and the next
// start on the same data (jobs/kill-nine.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../auth/passwords';
import { type Database, openPglite } from '../db/database';
import { seededTemplate } from '../start/seeded-template';
import { copyTestKeys, openTestEnvironment, pgliteEngine } from './harness';

export interface ApiProcess {
  child: ChildProcess;
  /** `listening` once it serves; `exited` when it ended before. */
  outcome: Promise<'listening' | 'exited'>;
  /** Its stdout and stderr so far. */
  output(): string;
  /** SIGTERM, as an orchestrator stops it; resolves when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hook, no transaction end, no flush runs; resolves when it is gone. */
  kill(): Promise<void>;
}

/** A test process that ends (or fails) before a child it started leaves none behind. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export function startApiProcess(env: NodeJS.ProcessEnv): ApiProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let text = '';
  const outcome = new Promise<'listening' | 'exited'>((resolve) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('API listening on')) resolve('listening');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => resolve('exited'));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (exited(child)) return;
    const gone = once(child, 'exit');
    child.kill(signal);
    await gone;
  };
  return { child, outcome, output: () => text, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** `{authorization: 'JWT …'}` for a demo account, signed in with the demo password as a script would. */
export async function signIn(baseUrl: string, email: string): Promise<{ authorization: string }> {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { auth_token: string } };
  return { authorization: `JWT ${data.auth_token}` };
}

/** The suite's seeded database as API processes use it: a PGlite data folder, or the file's PostgreSQL database. */
export interface ProcessEnvironment {
  dataDir: string;
  /** What an API process on this data is started with: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  variables: NodeJS.ProcessEnv;
  /**
   * Runs `work` on the database from the test's process. On PGlite only while no API process runs: one process at
   * a time may open a data folder.
   */
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openProcessEnvironment(): Promise<ProcessEnvironment> {
  if (process.env.DATABASE_URL) {
    const environment = await openTestEnvironment();
    return {
      dataDir: environment.dataDir,
      variables: { DATA_DIR: environment.dataDir, DATABASE_URL: environment.databaseUrl },
      withDatabase: (work) => work(environment.database),
      close: () => environment.close(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'condo-api-process-'));
  await copyTestKeys(dataDir);
  const folder = join(dataDir, 'pglite');
  // server.ts opens its folder at DATA_DIR/pglite; the seeded template unpacked there (~1.5 s) spares it the seed.
  const open = async (loadDataDir?: Blob) =>
    openPglite({ dataDir: folder, engine: await pgliteEngine(), ...(loadDataDir ? { loadDataDir } : {}) });
  await (await open(await seededTemplate())).close();
  return {
    dataDir,
    // Empty: a DATABASE_URL of the test's own environment must not send the API elsewhere.
    variables: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async withDatabase(work) {
      const database = await open();
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    async close() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { type App, type AppOptions, buildApp } from '../app';
import { loadOrCreateKeys } from '../auth/keys';
import { type Database, openPglite, openPostgres, type PgliteEngine } from '../db/database';
import { adminUsers } from '../db/schema';
import { createMemoryTransport } from '../mail/transport';
import { prepareDatabase } from '../start/bootstrap';
import { seededTemplate, seedKey } from '../start/seeded-template';
import { openFileDatabase } from './postgres-databases';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let offset = 0;
  return {
    now: () => new Date(start + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

export interface TestEnvironment {
  database: Database;
  dataDir: string;
  /** On PostgreSQL, the URL of the file's database (for an API started as its own process); on PGlite undefined. */
  databaseUrl?: string;
  /**
   * A second connection to the same data, as another API instance would have: a new pool on the same schema on
   * PostgreSQL; on PGlite (one connection per folder) the same database, whose close does nothing.
   */
  openAnother(): Promise<Database>;
  close(): Promise<void>;
}

/**
 * One seeded database per test file: PGlite in memory (loading the template there skips writing 200 MB to disk), or — when DATABASE_URL is set — a database
 * named after the test file on that PostgreSQL server, copied from a seeded template (test/postgres-databases.ts).
 */
export async function openTestEnvironment(): Promise<TestEnvironment> {
  const dataDir = mkdtempSync(join(tmpdir(), 'condo-api-test-'));
  const url = process.env.DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  let openAnother: () => Promise<Database>;
  let databaseUrl: string | undefined;
  if (url) {
    const fileDatabase = await openFileDatabase(
      url,
      basename(process.env.CONDO_TEST_FILE ?? process.argv[1] ?? 'run'),
      seedKey(),
    );
    databaseUrl = fileDatabase.url;
    database = await openPostgres({ url: fileDatabase.url, max: 4 });
    openAnother = () => openPostgres({ url: fileDatabase.url, max: 4 });
    dropDatabase = async () => {
      await fileDatabase.drop();
    };
  } else {
    database = await openPglite({ loadDataDir: await seededTemplate(), engine: await pgliteEngine() });
    const shared = database;
    openAnother = async () => ({ ...shared, close: async () => {} });
  }
  await prepareDatabase(database, { seedDemo: true });
  await copyTestKeys(dataDir);
  return {
    database,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    openAnother,
    async close() {
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Node's global; the API's types (lib ES2023, no DOM) do not declare it.
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteEngine['pgliteWasmModule']> } }
).WebAssembly;
let engine: Promise<PgliteEngine> | undefined;
/** PGlite's compiled engine and its file bundle, loaded once per process: a shard opens a database per test file. */
export function pgliteEngine(): Promise<PgliteEngine> {
  engine ??= (async () => {
    const dist = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    return {
      pgliteWasmModule: await wasm.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  return engine;
}

/** Generating an RSA key pair costs half a second; every test run can share one. */
export async function copyTestKeys(dataDir: string): Promise<void> {
  const cached = join(tmpdir(), 'condo-api-test-keys');
  if (!existsSync(cached)) {
    const staging = mkdtempSync(join(tmpdir(), 'condo-api-keys-'));
    await loadOrCreateKeys(staging);
    try {
      renameSync(join(staging, 'keys'), cached);
    } catch {
      // another test process got there first
    }
    rmSync(staging, { recursive: true, force: true });
  }
  cpSync(cached, join(dataDir, 'keys'), { recursive: true });
}

export interface TestApp extends TestEnvironment {
  app: App;
  mail: ReturnType<typeof createMemoryTransport>;
  clock: TestClock;
  /** An access token for a seeded admin user, without the sign-in dance. */
  tokenFor(email: string): Promise<string>;
  /** `{authorization: 'JWT …'}` for a seeded admin user. */
  authAs(email: string): Promise<{ authorization: string }>;
}

/** Resolves when `check` returns true (polled every 10 ms); fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'the condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const DEMO = {
  admin: 'admin@demo.condo',
  manager: 'manager@demo.condo',
  viewer: 'viewer@demo.condo',
  /** Admin of marina-bay. */
  condoAdmin: 'condo-admin@demo.condo',
} as const;

/** A built app on a fresh seeded database, with a memory mail transport and a movable clock. */
export async function startTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const environment = await openTestEnvironment();
  return attachApp(environment, options);
}

/** Another app on an existing test database, e.g. with other limits or a host template. */
export async function attachApp(environment: TestEnvironment, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const mail = createMemoryTransport();
  const clock = createTestClock();
  const app = await buildApp({
    database: environment.database,
    dataDir: environment.dataDir,
    mailTransport: mail,
    now: clock.now,
    rateLimits: {
      sendOtpPerAddress: 1000,
      loginPerAddress: 1000,
      reportsPerUserPerMinute: 1000,
      reportsQueuedPerCondo: 1000,
    },
    ...options,
  });
  async function tokenFor(email: string) {
    const [user] = await environment.database.db
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    if (!user) throw new Error(`no admin user ${email}`);
    return app.tokens.issueAccess(user);
  }
  return {
    ...environment,
    app,
    mail,
    clock,
    tokenFor,
    authAs: async (email) => ({ authorization: `JWT ${await tokenFor(email)}` }),
    async close() {
      await app.close();
      await environment.close();
    },
  };
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadOrCreateKeys } from './auth/keys';
import { readConfig } from './config';
import { openPglite, openPostgres } from './db/database';
import { createSmtpTransport } from './delivery/smtp';
import { refusalToStart, safetyOptions } from './production';
import { s3StorageFromEnvironment } from './report-jobs/storage';
import { prepareDatabase } from './start/bootstrap';

const config = readConfig();
const refusal = refusalToStart(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const s3Storage = s3StorageFromEnvironment(process.env);
const startedAt = Date.now();
const pgliteDir = join(config.dataDir, 'pglite');
// A first start on PGlite seeds the demo data (8 weeks of activity per condo, in one transaction) in a child process
// that exits: the seed grows the process by ~200 MB (PGlite's WebAssembly memory never shrinks, nor does the heap
// at once), which the API would otherwise keep for its whole life. The API then opens the seeded folder.
const PREPARE_ONLY = process.env.API_PREPARE_ONLY === '1';
// Key generation (first start only) runs off the main thread while the database opens; by the API only, not the child
// that seeds (two processes would each write keys of their own).
const keys = PREPARE_ONLY ? new Promise<never>(() => {}) : loadOrCreateKeys(config.dataDir);
if (!config.databaseUrl && !PREPARE_ONLY && !existsSync(join(pgliteDir, 'PG_VERSION'))) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, API_PREPARE_ONLY: '1' },
    stdio: 'inherit',
  });
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const [code] = await once(child, 'exit');
  process.off('SIGINT', stop).off('SIGTERM', stop);
  if (code !== 0) process.exit(typeof code === 'number' ? code : 1);
}
const database = config.databaseUrl
  ? await openPostgres({ url: config.databaseUrl, max: config.databasePoolSize })
  : // 16 MB instead of PostgreSQL's 128 MB: ~110 MB less for the API (bench/memory.mjs).
    await openPglite({ dataDir: pgliteDir, sharedBuffers: '16MB' });
const { seeded } = await prepareDatabase(database, {
  seedDemo: config.seedDemo,
  firstAdminEmail: config.firstAdminEmail,
});
if (seeded) {
  // The planner's statistics at once: PGlite runs no autovacuum at all, and a server's comes minutes later.
  await database.db.execute(sql`ANALYZE`);
  console.log(`Seeded the demo data (28 condos, 3 demo users) in ${Date.now() - startedAt} ms`);
}
if (PREPARE_ONLY) {
  // Written out now: the API's open then has no WAL of the seed to replay.
  await database.pglite?.exec('CHECKPOINT');
  await database.close();
  process.exit(0);
}

const app = await buildApp({
  database,
  dataDir: config.dataDir,
  keys: await keys,
  tokenTtlSeconds: config.tokenTtlSeconds,
  callerCacheSeconds: config.callerCacheSeconds,
  condoHostTemplate: config.condoHostTemplate,
  corsOrigins: config.corsOrigins,
  contract: config.apiContract,
  ...(config.publicApiUrl ? { publicApiUrl: config.publicApiUrl } : {}),
  trustProxy: config.trustProxy,
  rateLimits: {
    reportsPerUserPerMinute: config.reportsPerUserPerMinute,
    reportsQueuedPerCondo: config.reportsQueuedPerCondo,
  },
  logger: { level: config.logLevel },
  ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
  ...safetyOptions(config),
  ...(config.smtpUrl ? { mailTransport: createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom }) } : {}),
  // WORKER_CONCURRENCY=0: this instance serves requests only; another one delivers.
  workers: config.workerConcurrency > 0 && { concurrency: config.workerConcurrency, lockMs: config.jobLeaseMs },
  reports: {
    executablePath: config.chromiumPath,
    timeoutMs: config.reportRenderTimeoutMs,
    maxPdfBytes: config.reportMaxPdfBytes,
    concurrency: config.reportRenderConcurrency,
    retentionDays: config.reportRetentionDays,
    ...(s3Storage ? { storage: s3Storage } : {}),
  },
});
// CONDO_PAGE_CACHE=0: the condo list pages come from the database on every call (bench/foundation.mjs measures both).
if (!config.condoPageCache) app.condoListCache.setEnabled(false);

/** What a stop may take, as orchestrators allow by default (Kubernetes and Docker: 10 s, then SIGKILL). */
const STOP_DEADLINE_MS = 10_000;
let closing = false;
/**
 * SIGTERM/SIGINT: new requests are refused (503) while those in flight finish; the job worker stops claiming, gives
 * running jobs 7 s and puts the rest back in the queue (jobs/worker.ts); then the database closes. Past 10 s the
 * process exits anyway, with status 1.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error(`not stopped within ${STOP_DEADLINE_MS / 1000} s: exiting`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  await app.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `API listening on http://${config.host}:${config.port}` +
    (config.apiContract === 'spec' ? ' (API_CONTRACT=spec: the spec’s contract only, no additions)' : ''),
);
if (config.production && config.allowLocalSink) {
  console.warn(
    'ALLOW_LOCAL_SINK=1: mail, sign-in codes and SMS go to this log and DATA_DIR/mailbox.log, not to people',
  );
}

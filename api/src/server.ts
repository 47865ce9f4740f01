import { join } from 'node:path';
import { buildApp } from './app';
import { loadOrCreateKeys } from './auth/keys';
import { readConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { openPglite, openPostgres } from './db/database';
import { createSmtpTransport } from './mail/smtp';
import { refusalToStart, safetyOptions } from './production';
import { s3StorageFromEnvironment } from './report-jobs/storage';

const config = readConfig();
const refusal = refusalToStart(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const s3Storage = s3StorageFromEnvironment(process.env);
const startedAt = Date.now();
// Key generation (first start only) runs off the main thread while the database opens.
const keys = loadOrCreateKeys(config.dataDir);
const database = config.databaseUrl
  ? await openPostgres({ url: config.databaseUrl })
  : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
const { seeded } = await prepareDatabase(database, {
  seedDemo: config.seedDemo,
  firstAdminEmail: config.firstAdminEmail,
});

const app = await buildApp({
  database,
  dataDir: config.dataDir,
  keys: await keys,
  tokenTtlSeconds: config.tokenTtlSeconds,
  callerCacheSeconds: config.callerCacheSeconds,
  condoHostTemplate: config.condoHostTemplate,
  corsOrigins: config.corsOrigins,
  ...(config.publicApiUrl ? { publicApiUrl: config.publicApiUrl } : {}),
  trustProxy: config.trustProxy,
  rateLimits: {
    reportsPerUserPerMinute: config.reportsPerUserPerMinute,
    reportsQueuedPerCondo: config.reportsQueuedPerCondo,
  },
  logger: { level: config.logLevel },
  ...safetyOptions(config),
  ...(config.smtpUrl ? { mailTransport: createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom }) } : {}),
  // WORKER_CONCURRENCY=0: this instance serves requests only; another one delivers.
  workers: config.workerConcurrency > 0 && { concurrency: config.workerConcurrency },
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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (seeded) console.log(`Seeded the demo data (28 condos, 3 demo users) in ${Date.now() - startedAt} ms`);
console.log(`API listening on http://${config.host}:${config.port}`);
if (config.production && config.allowLocalSink) {
  console.warn(
    'ALLOW_LOCAL_SINK=1: mail, sign-in codes and SMS go to this log and DATA_DIR/mailbox.log, not to people',
  );
}

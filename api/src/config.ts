import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiContract, DEFAULT_RATE_LIMITS } from './app-context';
import { DEFAULT_LOCK_MS } from './jobs/worker';
import { MAIL_FROM } from './mail/transport';
import { DEFAULT_REPORT_RETENTION_DAYS } from './report-jobs/retention';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Connections the API keeps to PostgreSQL (DATABASE_POOL_SIZE; default twice the cores, at least 4); PGlite has
   * one. More connections than the cores can run only queue inside PostgreSQL: on 2 cores a pool of 4 served the
   * uncached condo list 32 % faster than 10 (bench/README.md, stop 34).
   */
  databasePoolSize: number;
  /** `NODE_ENV=production`: safe defaults (the root README.md, Running in production). */
  production: boolean;
  seedDemo: boolean;
  /** On a database without accounts, the start creates this super admin (who signs in with a mailed code). */
  firstAdminEmail: string | undefined;
  /** Serve the OpenAPI UI and document at /docs. */
  apiDocs: boolean;
  /**
   * API_CONTRACT=spec: the spec's contract only, every marked addition dropped (docs/api/contract.md). Default full.
   */
  apiContract: ApiContract;
  /** Production may print mail and phone messages to the log and mailbox.log (a demo or staging install). */
  allowLocalSink: boolean;
  tokenTtlSeconds: number;
  callerCacheSeconds: number;
  /** CONDO_PAGE_CACHE=0 serves every GET /admin/condos page from the database (the callers stay cached). */
  condoPageCache: boolean;
  condoHostTemplate: string | undefined;
  corsOrigins: string[] | '*';
  /** The proxies whose X-Forwarded-For is believed (comma-separated addresses/CIDRs), or false: none. */
  trustProxy: false | string;
  logLevel: string;
  /** Real mail through this SMTP server; without it mail goes to the local sink. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people's browsers reach the API (links in mails); buildApp's default when unset. */
  publicApiUrl: string | undefined;
  /** Background jobs (message delivery) run by this instance at once. */
  workerConcurrency: number;
  /**
   * JOB_LEASE_MS (default 5 minutes): how long a claimed job is its worker's. A job whose instance died (kill -9, a
   * lost machine) is claimed again once it runs out, so it must outlast the longest job: a job still running past
   * its lease is claimed again. The kill tests (jobs/kill-nine.test.ts) take a few seconds so as not to wait minutes.
   */
  jobLeaseMs: number;
  /** Report jobs' Chromium and its limits (docs/api/reports.md); the store is read by s3StorageFromEnvironment. */
  chromiumPath: string;
  reportRenderTimeoutMs: number;
  reportMaxPdfBytes: number;
  reportRenderConcurrency: number;
  /** Quotas and retention of the expensive report requests (docs/api/reports.md, Quotas and retention). */
  reportsPerUserPerMinute: number;
  reportsQueuedPerCondo: number;
  reportRetentionDays: number;
  /**
   * METRICS_TOKEN: GET /metrics answers `Authorization: Bearer <it>` (docs/api/requests-and-answers.md, Metrics);
   * unset, metrics are off and the path answers 404, in production too.
   */
  metricsToken: string | undefined;
}

/** Reads the environment; see docs/api/configuration.md for every variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR || join(repoRoot, '.data');
  const production = env.NODE_ENV === 'production';
  return {
    port: integer(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: integer(env.DATABASE_POOL_SIZE, Math.max(4, 2 * availableParallelism()), 'DATABASE_POOL_SIZE'),
    production,
    seedDemo: flag(env.SEED_DEMO, !production, 'SEED_DEMO'),
    firstAdminEmail: env.FIRST_ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    apiDocs: flag(env.API_DOCS, !production, 'API_DOCS'),
    apiContract: contract(env.API_CONTRACT),
    allowLocalSink: flag(env.ALLOW_LOCAL_SINK, false, 'ALLOW_LOCAL_SINK'),
    tokenTtlSeconds: integer(env.TOKEN_TTL_SECONDS, 3600, 'TOKEN_TTL_SECONDS'),
    callerCacheSeconds: integer(env.CALLER_CACHE_TTL, 5, 'CALLER_CACHE_TTL', { zero: true }),
    condoPageCache: flag(env.CONDO_PAGE_CACHE, true, 'CONDO_PAGE_CACHE'),
    condoHostTemplate: env.CONDO_HOST_TEMPLATE || undefined,
    corsOrigins:
      env.CORS_ORIGINS?.trim() === '*'
        ? '*'
        : (env.CORS_ORIGINS ?? '')
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'warn',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || MAIL_FROM,
    publicApiUrl: env.PUBLIC_API_URL || undefined,
    workerConcurrency: integer(env.WORKER_CONCURRENCY, 4, 'WORKER_CONCURRENCY', { zero: true }),
    jobLeaseMs: integer(env.JOB_LEASE_MS, DEFAULT_LOCK_MS, 'JOB_LEASE_MS'),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    reportRenderTimeoutMs: integer(env.REPORT_RENDER_TIMEOUT_MS, 30_000, 'REPORT_RENDER_TIMEOUT_MS'),
    reportMaxPdfBytes: integer(env.REPORT_MAX_PDF_MB, 20, 'REPORT_MAX_PDF_MB') * 1024 * 1024,
    reportRenderConcurrency: integer(env.REPORT_RENDER_CONCURRENCY, 3, 'REPORT_RENDER_CONCURRENCY'),
    reportsPerUserPerMinute: integer(
      env.REPORTS_PER_USER_PER_MINUTE,
      DEFAULT_RATE_LIMITS.reportsPerUserPerMinute,
      'REPORTS_PER_USER_PER_MINUTE',
    ),
    reportsQueuedPerCondo: integer(
      env.REPORTS_QUEUED_PER_CONDO,
      DEFAULT_RATE_LIMITS.reportsQueuedPerCondo,
      'REPORTS_QUEUED_PER_CONDO',
    ),
    reportRetentionDays: integer(env.REPORT_RETENTION_DAYS, DEFAULT_REPORT_RETENTION_DAYS, 'REPORT_RETENTION_DAYS'),
    metricsToken: metricsToken(env.METRICS_TOKEN),
  };
}

/** A bearer token long enough not to be guessed, without spaces (it travels in the Authorization header). */
function metricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[\x21-\x7e]{16,}$/.test(value)) {
    throw new Error(
      'METRICS_TOKEN must be at least 16 printable ASCII characters without spaces (e.g. openssl rand -hex 32)',
    );
  }
  return value;
}

function integer(value: string | undefined, fallback: number, name: string, { zero = false } = {}): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < (zero ? 0 : 1)) {
    throw new Error(`${name} must be a ${zero ? 'non-negative' : 'positive'} integer, got ${value}`);
  }
  return parsed;
}

function contract(value: string | undefined): ApiContract {
  const chosen = value?.trim().toLowerCase() || 'full';
  if (chosen !== 'full' && chosen !== 'spec') throw new Error(`API_CONTRACT must be full or spec, got ${value}`);
  return chosen;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value.trim())) return true;
  if (/^(0|false|no|off)$/i.test(value.trim())) return false;
  throw new Error(`${name} must be 1 or 0, got ${value}`);
}

/**
 * The proxies in front of the API (finding 4): a comma-separated list of addresses, CIDRs or proxy-addr's names
 * (loopback, linklocal, uniquelocal). Never "any proxy": a client could then name its own address in
 * X-Forwarded-For and pick its rate-limit bucket and the address the audit trail records.
 */
function trustProxy(value: string | undefined): false | string {
  if (!value || /^(0|false|no|off)$/i.test(value.trim())) return false;
  if (/^(1|true|yes|on|\*)$/i.test(value.trim())) {
    throw new Error(
      `TRUST_PROXY must list the proxy’s addresses or CIDRs (e.g. 127.0.0.1 or 172.28.0.0/24), not ${value}: ` +
        'trusting any sender lets a client choose its own address.',
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
    if (!named && (isIP(address) === 0 || !validPrefix || extra !== undefined)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR of a proxy`);
    }
  }
  return entries.join(',');
}

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIL_FROM } from './mail/transport';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  tokenTtlSeconds: number;
  callerCacheSeconds: number;
  condoHostTemplate: string | undefined;
  corsOrigins: string[] | '*';
  trustProxy: boolean | string;
  logLevel: string;
  /** Real mail through this SMTP server; without it mail goes to the local sink. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where people's browsers reach the API (links in mails); buildApp's default when unset. */
  publicApiUrl: string | undefined;
  /** Background jobs (message delivery) run by this instance at once. */
  workerConcurrency: number;
  /** Report jobs' Chromium and its limits (api/README.md, Reports); the store is read by s3StorageFromEnvironment. */
  chromiumPath: string;
  reportRenderTimeoutMs: number;
  reportMaxPdfBytes: number;
  reportRenderConcurrency: number;
}

/** Reads the environment; see api/README.md for every variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR || join(repoRoot, '.data');
  return {
    port: integer(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: !/^(0|false|no|off)$/i.test(env.SEED_DEMO ?? ''),
    tokenTtlSeconds: integer(env.TOKEN_TTL_SECONDS, 3600, 'TOKEN_TTL_SECONDS'),
    callerCacheSeconds: integer(env.CALLER_CACHE_TTL, 5, 'CALLER_CACHE_TTL', { zero: true }),
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
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    reportRenderTimeoutMs: integer(env.REPORT_RENDER_TIMEOUT_MS, 30_000, 'REPORT_RENDER_TIMEOUT_MS'),
    reportMaxPdfBytes: integer(env.REPORT_MAX_PDF_MB, 20, 'REPORT_MAX_PDF_MB') * 1024 * 1024,
    reportRenderConcurrency: integer(env.REPORT_RENDER_CONCURRENCY, 3, 'REPORT_RENDER_CONCURRENCY'),
  };
}

function integer(value: string | undefined, fallback: number, name: string, { zero = false } = {}): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < (zero ? 0 : 1)) {
    throw new Error(`${name} must be a ${zero ? 'non-negative' : 'positive'} integer, got ${value}`);
  }
  return parsed;
}

/** `true` trusts X-Forwarded-* from anywhere; otherwise a comma-separated list of proxy addresses or CIDRs. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return true;
  return value;
}

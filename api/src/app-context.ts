import type { AuthKeys } from './auth/keys';
import type { TokenService } from './auth/tokens';
import type { Db } from './db/database';
import { MINUTE_MS } from './db/time';
import type { Transports } from './delivery/transports';
import type { Worker } from './jobs/worker';
import type { MailTransport } from './mail/transport';
import type { Readiness } from './readiness';
import type { Renderer } from './report-jobs/renderer';
import type { ReportStorage } from './report-jobs/storage';
import type { Planner } from './schedulers/planner';

/** Limits on the sign-in endpoints (per e-mail and client address in the database, per client address in memory). */
export interface RateLimits {
  /** send_otp requests per e-mail from one client address in the window (routes/auth/otp-service.ts). */
  codesPerEmail: number;
  codesPerEmailWindowMs: number;
  sendOtpPerAddress: number;
  loginPerAddress: number;
  perAddressWindowMs: number;
  /** Calls of the no-auth per-condo routes (report viewer, patrolling report) per client address and minute. */
  publicReadsPerAddress: number;
  /** Report jobs, and call-log reports, one user may ask for per minute (each kind; plugins/report-quotas.ts). */
  reportsPerUserPerMinute: number;
  /** Report jobs, and call-log reports, that may wait or run at once in one condo (each kind). */
  reportsQueuedPerCondo: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  codesPerEmail: 5,
  codesPerEmailWindowMs: 15 * MINUTE_MS,
  sendOtpPerAddress: 30,
  loginPerAddress: 60,
  perAddressWindowMs: 15 * MINUTE_MS,
  publicReadsPerAddress: 120,
  reportsPerUserPerMinute: 10,
  reportsQueuedPerCondo: 10,
};

export const OTP_TTL_MS = 5 * MINUTE_MS;
export const OTP_MAX_ATTEMPTS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tokens: TokenService;
    authKeys: AuthKeys;
    /** Compiles every response serializer not yet used (they compile on first use: plugins/lazy-serializers.ts). */
    compileAllSerializers: () => void;
    mail: MailTransport;
    /** One transport per medium; `mail` wraps `mail`. */
    transports: Transports;
    /** The background-job worker of this instance (running when built with `workers`); tests call drain(). */
    jobs: Worker;
    /** Whether this instance can serve: database, migrations, job worker (GET /ready). */
    readiness: () => Promise<Readiness>;
    /** The schedulers' planner of this instance; tests call tick() with a moved clock. */
    schedulers: Planner;
    /** The clock every time-dependent rule reads (codes, tokens); tests move it. */
    now: () => Date;
    rateLimits: RateLimits;
    /** Report jobs: where PDFs are stored, and this instance's Chromium. */
    reports: { storage: ReportStorage; renderer: Renderer };
    /** Where people's browsers reach this API (links in mails): AppOptions.publicApiUrl. */
    publicApiUrl: string;
    /** `spec`: the spec's contract only (AppOptions.contract); a route whose addition the client cannot see copes. */
    contract: ApiContract;
  }
}

/** What the API serves: `full` (with its additions) or `spec`, the spec's contract only (API_CONTRACT). */
export type ApiContract = 'full' | 'spec';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type ApiContract, DEFAULT_RATE_LIMITS, type RateLimits } from './app-context';
import requestTransactionPlugin, { currentRequestTransaction } from './audit/request-transaction';
import { type AuthKeys, createEphemeralKeys, loadOrCreateKeys } from './auth/keys';
import { TokenService } from './auth/tokens';
import type { Database, Db } from './db/database';
import { DELIVERY_QUEUE, deliveryHandler } from './delivery';
import { defaultTransports, type Transports } from './delivery/transports';
import { createWorker, type WorkerOptions } from './jobs/worker';
import { safeLoggerOptions } from './logging';
import { createLocalSink, type MailTransport } from './mail/transport';
import { ADDITION } from './plugins/additions';
import authPlugin from './plugins/auth';
import callerCachePlugin from './plugins/caller-cache';
import { ErrorBody } from './plugins/envelope';
import errorsPlugin from './plugins/errors';
import foreignIdsPlugin from './plugins/foreign-ids';
import { lazySerializers } from './plugins/lazy-serializers';
import metricsPlugin, { createMetrics } from './plugins/metrics';
import { documentTransforms } from './plugins/openapi-document';
import refuseNulPlugin from './plugins/refuse-nul';
import reportQuotasPlugin from './plugins/report-quotas';
import { requestIdOf } from './plugins/request-id';
import securityHeadersPlugin from './plugins/security-headers';
import specContractPlugin from './plugins/spec-contract';
import { readinessOf } from './readiness';
import { BMS_REPORT_QUEUE, bmsReportHandler } from './report-jobs/handler';
import { createRenderer, type RendererOptions } from './report-jobs/renderer';
import { DEFAULT_REPORT_RETENTION_DAYS } from './report-jobs/retention';
import { folderStorage, type ReportStorage } from './report-jobs/storage';
import { perCondoRoutes } from './routes/per-condo';
import { publicPerCondoRoutes } from './routes/public-per-condo';
import { routeGroups } from './routes/registry';
import { type JobContext, registerGroups } from './routes/route-group';
import { createPlanner, SCHEDULER_QUEUE } from './schedulers/planner';
import { schedulerRunHandler } from './schedulers/runner';
import { USER_REPORT_QUEUE, userReportHandler } from './user-reports/handler';

const DEFAULT_PUBLIC_API_URL = 'http://localhost:8080/gateway';

export interface AppOptions {
  /** Omit only to build the app for its OpenAPI document: any call that needs storage then fails. */
  database?: Database;
  /** Holds keys/ and mailbox.log; without it (and without keys) the keys live in memory. */
  dataDir?: string;
  keys?: AuthKeys;
  tokenTtlSeconds?: number;
  /** How long a resolved caller may serve without a query (plugins/caller-cache.ts); 0 turns the cache off. */
  callerCacheSeconds?: number;
  refreshTtlSeconds?: number;
  /** `{condo}.api.example.com`: root per-condo routes read the condo from the Host header. */
  condoHostTemplate?: string;
  /** Origins allowed to call cross-origin; the console normally comes through a same-origin proxy. */
  corsOrigins?: string[] | '*';
  mailTransport?: MailTransport;
  /** Replaces the embedded transport of some mediums (sms, whatsapp, fcm, ivr print a line like the mail sink). */
  transports?: Partial<Transports>;
  /**
   * Runs the background jobs (message delivery) in this instance. Off by default, so a test or script decides:
   * server.ts turns it on; tests either turn it on or call `app.jobs.drain()`.
   */
  workers?: boolean | Pick<WorkerOptions, 'concurrency' | 'pollMs' | 'lockMs' | 'backoff' | 'stopGraceMs'>;
  /**
   * The schedulers' planner (src/schedulers/planner.ts), started with the workers unless false; tickMs sets how
   * often it looks for due schedulers (default each whole second). Tests without it call app.schedulers.tick().
   */
  schedulers?: boolean | { tickMs?: number };
  /**
   * Runs each write request in a transaction that names its caller for the audit trail (default on). Off only
   * to measure what the trail costs (bench/identity.mjs); the triggers then record changes without a caller.
   */
  audit?: boolean;
  /**
   * Report jobs (docs/api/reports.md): where PDFs go (default the folder DATA_DIR/reports), the renderer's
   * Chromium and limits, and how many days reports are kept (default 30; the reports/purge_expired task).
   */
  reports?: RendererOptions & { storage?: ReportStorage; retentionDays?: number };
  now?: () => Date;
  /**
   * Where people's browsers reach this API, without a trailing slash (the console's /gateway): links in mails, such
   * as a user invitation's, start with it. Default http://localhost:8080/gateway, the local console's.
   */
  publicApiUrl?: string;
  rateLimits?: Partial<RateLimits>;
  /** POST /login accepts the demo accounts' DEMO_PASSWORD (default true); never in production (src/production.ts). */
  acceptDemoPassword?: boolean;
  /** The files the demo condos' logo_url names, GET /demo_logos/{file} (default true; SEED_DEMO, src/production.ts). */
  demoLogos?: boolean;
  /** The OpenAPI UI at /docs and the document at /docs/json (default true; API_DOCS, off in production). */
  docs?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * `spec` serves the spec's contract only: every addition marked `x-addition` is dropped (plugins/spec-contract.ts,
   * API_CONTRACT). Default `full`.
   */
  contract?: ApiContract;
  /** The proxies whose X-Forwarded-For names the client (config.ts, TRUST_PROXY); never `true`, any sender. */
  trustProxy?: string | string[] | false;
  /**
   * Turns the metrics on (plugins/metrics.ts, METRICS_TOKEN): GET /metrics answers the holder of this bearer token.
   * Without it nothing is measured and GET /metrics answers 404.
   */
  metricsToken?: string;
}

export async function buildApp(options: AppOptions = {}) {
  const serializers = lazySerializers();
  const app = Fastify({
    logger: safeLoggerOptions(options.logger),
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } },
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdOf,
    ajv: {
      // strictTypes off: a setting's input value bounds every type at once and has no `type` on purpose (its type is
      // checked against the field's data_type), which Ajv would otherwise log on every start.
      customOptions: { allErrors: true, verbose: true, keywords: ['x-message', ADDITION], strictTypes: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const keys =
    options.keys ?? (options.dataDir ? await loadOrCreateKeys(options.dataDir) : await createEphemeralKeys());
  const now = options.now ?? (() => new Date());
  app.decorate('authKeys', keys);
  app.decorate('compileAllSerializers', serializers.compileAll);
  app.decorate('now', now);
  app.decorate('contract', options.contract ?? 'full');
  app.decorate('publicApiUrl', (options.publicApiUrl ?? DEFAULT_PUBLIC_API_URL).replace(/\/+$/, ''));
  app.decorate('rateLimits', { ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  const sinkOptions = options.dataDir ? { mailboxFile: join(options.dataDir, 'mailbox.log') } : {};
  const mail = options.mailTransport ?? createLocalSink(sinkOptions);
  const reportStorage =
    options.reports?.storage ??
    folderStorage(join(options.dataDir ?? join(tmpdir(), 'condo-api-reports'), 'reports'), {
      secret: keys.otpSecret,
      now,
    });
  const readAttachment = async (key: string) => (await reportStorage.read?.(key)) ?? null;
  const transports: Transports = { ...defaultTransports(mail, sinkOptions, readAttachment), ...options.transports };
  app.decorate('mail', mail);
  app.decorate('transports', transports);
  app.decorate(
    'tokens',
    new TokenService({
      privateKey: keys.privateKey,
      publicKey: keys.publicKey,
      accessTtlSeconds: options.tokenTtlSeconds ?? 3600,
      ...(options.refreshTtlSeconds ? { refreshTtlSeconds: options.refreshTtlSeconds } : {}),
      now,
    }),
  );
  const { database } = options;
  const baseDb = () => {
    if (!database) throw new Error('This app was built without a database');
    return database.db;
  };
  // Inside a write request, the request's transaction (audit/request-transaction.ts).
  app.decorate('db', { getter: () => currentRequestTransaction() ?? baseDb() });

  // Off (no token): no registry, no hooks, nothing measured.
  const metrics = options.metricsToken ? createMetrics() : undefined;
  const renderer = createRenderer({ ...options.reports, onRender: metrics?.reportRendered });
  app.decorate('reports', { storage: reportStorage, renderer });

  const workerOptions = typeof options.workers === 'object' ? options.workers : {};
  // Without a database (the OpenAPI dump) the worker is never started.
  const jobsDb = database?.db as Db;
  const worker = createWorker({
    db: jobsDb,
    ...(database ? { listen: database.listen } : {}),
    handlers: {
      [DELIVERY_QUEUE]: deliveryHandler({ db: jobsDb, transports, outcomes: metrics?.deliveryOutcome }),
      [SCHEDULER_QUEUE]: schedulerRunHandler({
        db: jobsDb,
        now,
        reports: {
          storage: reportStorage,
          retentionDays: options.reports?.retentionDays ?? DEFAULT_REPORT_RETENTION_DAYS,
        },
      }),
      [BMS_REPORT_QUEUE]: bmsReportHandler({ db: jobsDb, renderer, storage: reportStorage, now }),
      [USER_REPORT_QUEUE]: userReportHandler({ app, db: jobsDb, renderer, storage: reportStorage }),
      ...groupJobs({
        db: jobsDb,
        mail,
        storage: reportStorage,
        secret: keys.otpSecret,
        now,
        log: (message) => app.log.error(message),
        outcomes: metrics?.deliveryOutcome,
      }),
    },
    ...workerOptions,
    log: (message, error) => app.log.error({ err: error }, `[jobs] ${message}`),
  });
  app.decorate('jobs', worker);
  app.decorate('readiness', () => readinessOf({ database, worker, workers: Boolean(options.workers && database) }));
  if (options.workers && database) app.addHook('onReady', () => worker.start());
  const planner = createPlanner({
    db: jobsDb,
    now,
    ...(typeof options.schedulers === 'object' && options.schedulers.tickMs
      ? { tickMs: options.schedulers.tickMs }
      : {}),
    log: (message, error) => app.log.error({ err: error }, `[schedulers] ${message}`),
  });
  app.decorate('schedulers', planner);
  const planning = options.schedulers ?? Boolean(options.workers);
  if (planning && database) app.addHook('onReady', async () => planner.start());
  // Stops planning and claiming and waits for the running jobs, before the caller closes the database.
  app.addHook('onClose', async () => {
    await planner.stop();
    await worker.stop();
    await renderer.close();
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await app.register(errorsPlugin);
  // Before the routes, so that each route gets its timing hook.
  await app.register(metricsPlugin, { metrics, token: options.metricsToken, database });
  // First of the hooks: an added path answers 404 before any check of the caller, as an unknown path does.
  if (options.contract === 'spec') await app.register(specContractPlugin);
  await app.register(refuseNulPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cors, {
    origin: options.corsOrigins === '*' ? true : (options.corsOrigins ?? false),
    allowedHeaders: ['Authorization', 'Refresh-Token', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from this address. Try again in ${context.after}.`,
    }),
  });
  await app.register(reportQuotasPlugin);
  for (const schema of [ErrorBody, ...routeGroups.flatMap((group) => group.components ?? [])]) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Smart Condo Management API',
        version: '0.1.0',
        description:
          'The reference backend. Envelope `{data, total_entries?, message?}`; errors `{message, data?}`. ' +
          'Per-condo paths (tag per-condo) are served under /tenants/{condo} and on per-condo hosts.',
      },
      servers: [{ url: '/', description: 'The origin this document is served from' }],
      components: {
        securitySchemes: {
          JWT: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'JWT <access token> (from /admin/login or /login)',
          },
          BotToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'Token <bot auth_token>: a device reporting in as its assigned bot',
          },
          MetricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'Bearer <METRICS_TOKEN>: the metrics scraper (GET /metrics)',
          },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
    ...documentTransforms(app),
  });
  if (options.docs ?? true) await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(requestTransactionPlugin, { baseDb, enabled: options.audit ?? true });
  await app.register(callerCachePlugin, { database, ttlMs: (options.callerCacheSeconds ?? 5) * 1000 });
  await app.register(authPlugin);
  await app.register(foreignIdsPlugin);
  await registerGroups(app, routeGroups, 'global', {
    acceptDemoPassword: options.acceptDemoPassword ?? true,
    demoLogos: options.demoLogos ?? true,
  });
  await app.register(publicPerCondoRoutes, { prefix: '/tenants/:condo', source: 'path' });
  await app.register(publicPerCondoRoutes, { source: 'host', hostTemplate: options.condoHostTemplate });
  await app.register(perCondoRoutes, { prefix: '/tenants/:condo', source: 'path' });
  await app.register(perCondoRoutes, { source: 'host', hostTemplate: options.condoHostTemplate });
  return app;
}

/** The job handlers the route groups own (route-group.ts `jobs`). */
function groupJobs(context: JobContext) {
  return Object.assign({}, ...routeGroups.map((group) => group.jobs?.(context) ?? {}));
}

export type App = Awaited<ReturnType<typeof buildApp>>;

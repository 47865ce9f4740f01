import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';
import type { DeliveryOutcomes } from '../delivery/outbox';
import { RequestHistogram } from './request-histogram';

/** The label of a request no route matched: one series for all of them, whatever their paths. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The metrics of one app (docs/api/requests-and-answers.md, Metrics, names each): a registry of its own, so that
 * the many apps a test process builds never share or register a metric twice. No default process metrics:
 * prom-client's watch every GC and the event loop all the time, on a budget bench/metrics.mjs already misses.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requests = new RequestHistogram<'method' | 'route' | 'status_code'>(
    'condo_http_request_duration_seconds',
    'Time from a request to its answer, by method, route pattern (unmatched for no route) and status code.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  );
  const deliveries = new Counter({
    name: 'condo_delivery_outcomes_total',
    help: 'Tries of sending a message, by medium and the status the try left it in (queued: another try is due).',
    labelNames: ['medium', 'status'] as const,
    registers,
  });
  const renders = new Histogram({
    name: 'condo_report_render_duration_seconds',
    help: 'Report PDF renders in Chromium, from a free render slot to the PDF or the failure, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
    registers,
  });
  const depth = new Gauge({
    name: 'condo_job_queue_depth',
    help: 'Jobs not finished, by queue and state (pending: waiting or due later; running: claimed by a worker).',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const oldest = new Gauge({
    name: 'condo_job_oldest_age_seconds',
    help: 'How long the longest-waiting due job of the queue has waited past its run time (0: none is waiting).',
    labelNames: ['queue'] as const,
    registers,
  });
  const pool = new Gauge({
    name: 'condo_db_pool_connections',
    help: 'Database connections: total open, idle, and callers waiting for one (PGlite: one, no pool).',
    labelNames: ['state'] as const,
    registers,
  });

  /** The job gauges, from one statement over the unfinished jobs (the jobs_due_idx partial index holds them). */
  async function readQueues(database: Database, queues: readonly string[]) {
    const result = await database.db.execute(sql`
      SELECT queue,
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'running')::int AS running,
        coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE status = 'pending' AND run_at <= now())), 0)
          ::float8 AS oldest
      FROM jobs WHERE status IN ('pending', 'running') GROUP BY queue`);
    const rows = rowsOf<{ queue: string; pending: number; running: number; oldest: number }>(result);
    depth.reset();
    oldest.reset();
    // Every queue of this instance has its series, at 0 when empty, so a dashboard never loses one.
    for (const queue of queues) {
      depth.set({ queue, state: 'pending' }, 0);
      depth.set({ queue, state: 'running' }, 0);
      oldest.set({ queue }, 0);
    }
    for (const row of rows) {
      depth.set({ queue: row.queue, state: 'pending' }, Number(row.pending));
      depth.set({ queue: row.queue, state: 'running' }, Number(row.running));
      oldest.set({ queue: row.queue }, Number(row.oldest));
    }
  }

  return {
    contentType: registry.contentType,
    requests,
    deliveryOutcome: ((medium, status) => deliveries.inc({ medium, status })) as DeliveryOutcomes,
    reportRendered: (seconds: number, outcome: 'ok' | 'failed') => renders.observe({ outcome }, seconds),
    /** The exposition text, the gauges read now. */
    async scrape(database: Database | undefined, queues: readonly string[]): Promise<string> {
      if (database) {
        await readQueues(database, queues);
        const connections = database.connections();
        pool.reset();
        for (const state of ['total', 'idle', 'waiting'] as const) {
          const value = connections[state];
          if (value !== undefined) pool.set({ state }, value);
        }
      }
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** What GET /metrics (routes/metrics) works with, when metrics are on. */
export interface MetricsEndpoint {
  contentType: string;
  /** Whether the Authorization header is `Bearer <METRICS_TOKEN>` (compared in constant time). */
  authorised(authorization: string | undefined): boolean;
  /** The exposition text, the job and pool gauges read now. */
  scrape(): Promise<string>;
  /** Times a request no route matched (the not-found handler calls it: no route's hooks run for those). */
  timeUnmatched(request: FastifyRequest, reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /metrics's side of the metrics (plugins/metrics.ts); null when they are off (no METRICS_TOKEN). */
    metricsEndpoint: MetricsEndpoint | null;
  }
}

export interface MetricsPluginOptions {
  /** Undefined: metrics are off, nothing is measured and GET /metrics answers 404 as an unknown path does. */
  metrics: Metrics | undefined;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); metrics are on only with one. */
  token: string | undefined;
  database: Database | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Measures the requests for GET /metrics (routes/metrics) when metrics are on, and nothing when they are off. Each
 * route gets its own `onSend` hook as it is declared (`onRoute`), which knows the route's pattern and its series by
 * status, so a request costs one map lookup and one observation (request-histogram.ts). Not an app-wide hook: that
 * one read `request.routeOptions` (a getter building a 13-field object per call) and took a slot in every request's
 * chain, ~5 % of the throughput (bench/metrics.mjs: 95.2 % → 99.8 % of off). Not an `onResponse` hook either:
 * Fastify then listens for every response's end (~10 %). Requests no route matched share one label, `unmatched`,
 * timed when their answer is written (`timeUnmatched`, from the not-found handler, plugins/errors.ts).
 */
async function metricsPlugin(app: FastifyInstance, { metrics, token, database }: MetricsPluginOptions) {
  if (!metrics || !token) {
    app.decorate('metricsEndpoint', null);
    return;
  }
  const { requests } = metrics;
  type Series = ReturnType<typeof requests.seriesOf>;
  /**
   * A route pattern's series by method and status code: made once each, looked up without building a key. One per
   * pattern, however many routes share it (a HEAD beside its GET, a group mounted twice): one series per label set.
   */
  const byPattern = new Map<string, (method: string, status: number) => Series>();
  const seriesOfRoute = (route: string) => {
    const known = byPattern.get(route);
    if (known) return known;
    const byMethod = new Map<string, Map<number, Series>>();
    const lookUp = (method: string, status: number) => {
      let byStatus = byMethod.get(method);
      if (!byStatus) {
        byStatus = new Map();
        byMethod.set(method, byStatus);
      }
      let found = byStatus.get(status);
      if (!found) {
        found = requests.seriesOf({ method, route, status_code: String(status) });
        byStatus.set(status, found);
      }
      return found;
    };
    byPattern.set(route, lookUp);
    return lookUp;
  };
  const unmatched = seriesOfRoute(UNMATCHED_ROUTE);
  app.addHook('onRoute', (route) => {
    const seriesOf = seriesOfRoute(route.url);
    const timing: onSendHookHandler = (request, reply, payload, done) => {
      requests.observe(seriesOf(request.method, reply.statusCode), reply.elapsedTime / 1000);
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), timing];
  });

  const expected = sha256(token);
  app.decorate('metricsEndpoint', {
    contentType: metrics.contentType,
    authorised(authorization: string | undefined) {
      const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      return presented !== undefined && timingSafeEqual(sha256(presented), expected);
    },
    scrape: () => metrics.scrape(database, app.jobs.queues),
    timeUnmatched(request, reply) {
      reply.raw.once('finish', () =>
        requests.observe(unmatched(request.method, reply.statusCode), reply.elapsedTime / 1000),
      );
    },
  } satisfies MetricsEndpoint);
}

export default fp(metricsPlugin, { name: 'metrics' });

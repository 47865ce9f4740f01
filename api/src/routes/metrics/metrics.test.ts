// GET /metrics (issue #27): off without METRICS_TOKEN (404, as an unknown path), 401 without the token or with a
// wrong one; with it, Prometheus's text format carrying the request histogram by route pattern, the job queues, the
// delivery outcomes and the report renders, per app instance.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { condos, residents } from '../../db/schema';
import { enqueueMessage } from '../../delivery/outbox';
import { createRecordingTransport, TransportError } from '../../delivery/transports';
import { enqueue } from '../../jobs/queue';
import { attachApp, DEMO, openTestEnvironment, type TestApp, type TestEnvironment } from '../../test/harness';

const TOKEN = 'metrics-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

let env: TestEnvironment;
before(async () => {
  env = await openTestEnvironment();
});
after(() => env.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Parses Prometheus's text exposition format 0.0.4 strictly: every line is a HELP or TYPE comment, or a sample
 * `name{label="value",…} number` of a family TYPE declared before it.
 */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  assert.ok(text.endsWith('\n'), 'the text ends with a line feed');
  for (const line of text.split('\n').filter(Boolean)) {
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment as unknown as [string, string, string, string];
      if (kind === 'TYPE') {
        assert.match(rest, /^(counter|gauge|histogram|summary|untyped)$/, line);
        types.set(name, rest);
      }
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[Nn]a[Nn]|[+-]Inf))$/.exec(line);
    assert.ok(sample, `not a sample line: ${line}`);
    const [, name, labelText = '', value] = sample as unknown as [string, string, string | undefined, string];
    const family = name.replace(/_(bucket|sum|count|total|created)$/, '');
    assert.ok(types.has(name) || types.has(family), `${name} has no TYPE line before it`);
    const labels: Record<string, string> = {};
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/gy;
    for (let match = labelPattern.exec(labelText); match; match = labelPattern.exec(labelText)) {
      labels[match[1] as string] = (match[2] as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      if (labelPattern.lastIndex === labelText.length) break;
    }
    assert.equal(
      Object.entries(labels)
        .map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')}"`)
        .join(','),
      labelText,
      `labels of ${line}`,
    );
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

async function scrape(t: TestApp) {
  const response = await t.app.inject({ url: '/metrics', headers: bearer });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function sampleOf(samples: Sample[], name: string, labels: Record<string, string>) {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v),
  );
  assert.ok(found.length <= 1, `${name} ${JSON.stringify(labels)}: ${found.length} samples`);
  return found[0]?.value;
}

describe('GET /metrics', () => {
  test('off without a token: 404 as an unknown path, whatever the caller sends', async () => {
    const t = await attachApp(env, { workers: false });
    try {
      for (const headers of [{}, bearer]) {
        const response = await t.app.inject({ url: '/metrics', headers });
        assert.equal(response.statusCode, 404);
        assert.deepEqual(response.json(), { message: 'Not Found' });
      }
      assert.equal(t.app.metricsEndpoint, null);
    } finally {
      await t.app.close();
    }
  });

  test('on: 401 without the token, with a wrong one or another scheme', async () => {
    const t = await attachApp(env, { workers: false, metricsToken: TOKEN });
    try {
      const jwt = await t.authAs(DEMO.admin);
      for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `JWT ${TOKEN}` }, jwt]) {
        const response = await t.app.inject({ url: '/metrics', headers });
        assert.equal(response.statusCode, 401, JSON.stringify(headers));
        assert.equal(response.headers['www-authenticate'], 'Bearer realm="metrics"');
        assert.match(response.json().message, /Bearer/);
      }
      assert.equal(
        (await t.app.inject({ url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } })).statusCode,
        200,
      );
    } finally {
      await t.app.close();
    }
  });

  test('requests by route pattern, the job queues, delivery outcomes and renders', async () => {
    const sms = createRecordingTransport();
    const t = await attachApp(env, {
      workers: false,
      metricsToken: TOKEN,
      transports: { sms },
      reports: { executablePath: '/nonexistent/chromium' },
    });
    try {
      const auth = await t.authAs(DEMO.admin);
      assert.equal((await t.app.inject({ url: '/health' })).statusCode, 200);
      for (const id of [987654, 987655]) {
        const response = await t.app.inject({ url: `/tenants/marina-bay/api/v1/cameras/${id}`, headers: auth });
        assert.equal(response.statusCode, 404);
      }
      assert.equal((await t.app.inject({ url: '/no/such/path/4242' })).statusCode, 404);

      // A job due a minute ago on a queue no worker serves, and two text messages, the first failing once.
      await enqueue(t.database.db, 'metrics-test', {}, { runAt: new Date(Date.now() - 60_000) });
      const [condo] = await t.database.db
        .select({ id: condos.id })
        .from(condos)
        .where(eq(condos.aliasName, 'marina-bay'));
      const people = await t.database.db
        .select({ name: residents.name, phone: residents.phone })
        .from(residents)
        .where(eq(residents.condoId, condo?.id ?? 0))
        .limit(2);
      for (const person of people) {
        const queued = await enqueueMessage(t.database.db, {
          condoId: condo?.id ?? null,
          medium: 'sms',
          from: 'Marina Bay',
          recipient: { full_name: person.name, phone: person.phone, country_code: 65 },
          recipientType: 'resident',
          content: 'Metrics test',
        });
        assert.equal(queued.status, 'queued');
      }
      const waiting = await scrape(t);
      assert.equal(sampleOf(waiting, 'condo_job_queue_depth', { queue: 'metrics-test', state: 'pending' }), 1);
      assert.ok((sampleOf(waiting, 'condo_job_queue_depth', { queue: 'delivery', state: 'pending' }) ?? 0) >= 2);
      assert.ok((sampleOf(waiting, 'condo_job_oldest_age_seconds', { queue: 'metrics-test' }) ?? 0) >= 59);
      // A queue this instance serves has its series at 0 when empty.
      assert.equal(sampleOf(waiting, 'condo_job_queue_depth', { queue: 'sign_in_code', state: 'running' }), 0);

      sms.failNext(new TransportError('The carrier is busy', 'transient'));
      await t.app.jobs.drain();
      await t.app.reports.renderer.render('<p>No Chromium here</p>').catch(() => {});
      const samples = await scrape(t);

      const requestCount = (labels: Record<string, string>) =>
        sampleOf(samples, 'condo_http_request_duration_seconds_count', labels);
      assert.equal(requestCount({ method: 'GET', route: '/health', status_code: '200' }), 1);
      assert.equal(
        requestCount({ method: 'GET', route: '/tenants/:condo/api/v1/cameras/:id', status_code: '404' }),
        2,
        'both ids under one route pattern',
      );
      assert.equal(requestCount({ method: 'GET', route: 'unmatched', status_code: '404' }), 1);
      assert.equal(requestCount({ method: 'GET', route: '/metrics', status_code: '200' }), 1, 'the first scrape');
      const routes = new Set(samples.flatMap((sample) => sample.labels.route ?? []));
      for (const route of routes) assert.doesNotMatch(route, /\/\d+(\/|$)|marina-bay/, `an id or a condo in ${route}`);
      assert.ok(
        (sampleOf(samples, 'condo_http_request_duration_seconds_bucket', {
          method: 'GET',
          route: '/health',
          status_code: '200',
          le: '+Inf',
        }) ?? 0) === 1,
      );

      assert.equal(sampleOf(samples, 'condo_delivery_outcomes_total', { medium: 'sms', status: 'queued' }), 1);
      assert.equal(sampleOf(samples, 'condo_delivery_outcomes_total', { medium: 'sms', status: 'delivered' }), 1);
      assert.equal(sampleOf(samples, 'condo_report_render_duration_seconds_count', { outcome: 'failed' }), 1);
      assert.equal(sampleOf(samples, 'condo_job_queue_depth', { queue: 'metrics-test', state: 'pending' }), 1);
      assert.equal(sampleOf(samples, 'condo_db_pool_connections', { state: 'total' }), t.database.connections().total);
    } finally {
      await t.app.close();
    }
  });

  test('two instances in one process keep metrics of their own', async () => {
    const one = await attachApp(env, { workers: false, metricsToken: TOKEN });
    const two = await attachApp(env, { workers: false, metricsToken: TOKEN });
    try {
      for (let i = 0; i < 3; i++) await one.app.inject({ url: '/health' });
      await two.app.inject({ url: '/health' });
      const health = { method: 'GET', route: '/health', status_code: '200' };
      assert.equal(sampleOf(await scrape(one), 'condo_http_request_duration_seconds_count', health), 3);
      assert.equal(sampleOf(await scrape(two), 'condo_http_request_duration_seconds_count', health), 1);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});

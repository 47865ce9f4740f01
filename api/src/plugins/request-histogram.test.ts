// The request histogram writes what prom-client's own Histogram writes for the same observations.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Histogram, Registry } from 'prom-client';
import { RequestHistogram } from './request-histogram';

const BUCKETS = [0.005, 0.01, 0.1, 1];
const OBSERVED: [string, string, number][] = [
  ['/a', '200', 0.001],
  ['/a', '200', 0.005],
  ['/a', '200', 0.0051],
  ['/a', '404', 0.5],
  ['/b', '200', 3],
  ['/a', '200', 0.09],
];

test('the exposition text equals prom-client Histogram for the same observations', async () => {
  const reference = new Registry();
  const library = new Histogram({
    name: 'x_seconds',
    help: 'Durations.',
    labelNames: ['route', 'status_code'],
    buckets: BUCKETS,
    registers: [reference],
  });
  const ours = new Registry();
  const fast = new RequestHistogram<'route' | 'status_code'>('x_seconds', 'Durations.', BUCKETS, ours);
  const series = new Map<string, ReturnType<typeof fast.seriesOf>>();
  for (const [route, status, seconds] of OBSERVED) {
    library.observe({ route, status_code: status }, seconds);
    const key = `${route} ${status}`;
    if (!series.has(key)) series.set(key, fast.seriesOf({ route, status_code: status }));
    fast.observe(series.get(key) as ReturnType<typeof fast.seriesOf>, seconds);
  }
  const text = await ours.metrics();
  assert.equal(text, await reference.metrics());
  assert.match(text, /x_seconds_bucket\{le="0\.005",route="\/a",status_code="200"\} 2/);
  assert.match(text, /x_seconds_count\{route="\/a",status_code="200"\} 4/);
});

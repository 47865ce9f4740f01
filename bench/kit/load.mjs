// Load on the API: autocannon runs (a rate) and timed requests one after another (latencies, for percentiles).
import autocannon from 'autocannon';
import { log } from './report.mjs';

/**
 * autocannon against `url` for `duration` seconds after a 1 s warm-up (JIT, connection pool) that is not counted.
 * Returns the rate, p50/p99 latency and the count of non-2xx answers, errors and timeouts.
 */
export async function cannon(url, { headers = {}, connections, duration }) {
  const options = { url, headers, connections, pipelining: 1 };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration });
  log(`  ${new URL(url).pathname}: ${Math.round(result.requests.average).toLocaleString('en-US')} req/s`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** A GET of `url` with the session token, as `call` for timeRequests. */
export const getWithToken = (url, token) => () => fetch(url, { headers: { Authorization: `JWT ${token}` } });

/**
 * ms of each of `requests` calls, one after another, after `warmUp` calls that are not counted. Each answer must be
 * 2xx and is read whole (`read`, the body as a buffer unless told) inside the time; `check(body)` sees the first.
 */
export async function timeRequests(call, { requests, warmUp = 0, read = (r) => r.arrayBuffer(), check }) {
  const times = [];
  for (let i = 0; i < requests + warmUp; i++) {
    const started = performance.now();
    const response = await call();
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
    const body = await read(response);
    if (i >= warmUp) times.push(performance.now() - started);
    if (i === 0) check?.(body);
  }
  return times;
}

// Request ids (issue #27 item 8): every answer says the id of its request, every log line of the request carries it,
// and the id the web server in front passed through is kept when it is well formed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const logged: string[] = [];
before(async () => {
  t = await startTestApp({ logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } } });
});
after(() => t.close());

const linesOf = (id: string) =>
  logged.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === id);

describe('X-Request-Id', () => {
  test('an answer names a new id; the request’s log lines carry it', async () => {
    const token = await t.tokenFor(DEMO.manager);
    const response = await t.app.inject({
      url: '/tenants/marina-bay/api/v1/cameras/999999',
      headers: { authorization: `JWT ${token}` },
    });
    assert.equal(response.statusCode, 404);
    const id = response.headers['x-request-id'] as string;
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.deepEqual(
      linesOf(id).map((line) => line.msg),
      ['incoming request', 'request completed'],
    );
  });

  test('a well-formed id from the proxy is kept; anything else is replaced', async () => {
    const kept = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'nginx-5f2c9a0e' } });
    assert.equal(kept.headers['x-request-id'], 'nginx-5f2c9a0e');
    for (const sent of ['x'.repeat(65), 'two words', 'line\u2028break', '']) {
      const replaced = await t.app.inject({ url: '/health', headers: { 'x-request-id': sent } });
      assert.notEqual(replaced.headers['x-request-id'], sent);
      assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    }
  });
});

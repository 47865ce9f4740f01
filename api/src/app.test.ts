import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type App, buildApp } from './app';

// No database: these behaviours sit in front of any storage.
let app: App;
before(async () => {
  app = await buildApp({ corsOrigins: ['http://console.example.com'] });
});
after(() => app.close());

test('CORS: a configured origin may call, others get no CORS headers', async () => {
  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/admin/condos',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
  const allowed = await preflight('http://console.example.com');
  assert.equal(allowed.headers['access-control-allow-origin'], 'http://console.example.com');
  assert.match(String(allowed.headers['access-control-allow-headers']), /Authorization/);
  const other = await preflight('http://elsewhere.example.com');
  assert.equal(other.headers['access-control-allow-origin'], undefined);
});

test('unknown paths answer 404 in the error envelope', async () => {
  const response = await app.inject({ url: '/no/such/path' });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { message: 'Not Found' });
});

test('malformed JSON is a 400 with a message, not a crash', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"user_name":',
  });
  assert.equal(response.statusCode, 400);
  assert.equal(typeof response.json().message, 'string');
});

test('the public key and the API docs need no sign-in', async () => {
  const key = await app.inject({ url: '/public_key' });
  assert.match(key.json().data, /^-----BEGIN PUBLIC KEY-----/);
  const docs = await app.inject({ url: '/docs/json' });
  assert.equal(docs.statusCode, 200);
  assert.equal(docs.json().info.title, 'Smart Condo Management API');
});

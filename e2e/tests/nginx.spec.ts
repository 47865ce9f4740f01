// The production web-server config (deploy/nginx) serves the console: sign-in works and caching is right.

import { startNginx } from '../delivery-kit';
import { expect, test } from '../fixtures';
import { apiUrl, consoleUrl, signIn, users } from '../support';

let nginx: Awaited<ReturnType<typeof startNginx>>;

test.beforeAll(async () => {
  nginx = await startNginx(apiUrl());
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('the nginx-served console passes the sign-in flow', async ({ page }) => {
  await signIn(page, users.viewer, nginx.url);
  await expect(page.getByRole('cell', { name: 'Marina Bay Residences', exact: true })).toBeVisible();
});

test('nginx never caches what changes in place and caches hashed files forever', async ({ request }) => {
  const environment = await request.get(`${nginx.url}/environment.json`);
  expect(environment.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get(`${nginx.url}/registry/mfe-auth/0.1.0/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get(`${nginx.url}/registry/mfe-auth/0.1.0/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const { metaData, exposes } = await manifest.json();
  expect(metaData.remoteEntry.name).toBe('remoteEntry.js');
  const hashed = await request.get(`${nginx.url}/registry/mfe-auth/0.1.0/${exposes[0].assets.js.sync[0]}`);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const deepLink = await request.get(`${nginx.url}/condos/marina-bay/details`);
  expect(deepLink.headers()['cache-control']).toBe('no-cache');
  expect(await deepLink.text()).toContain('Smart Condo Management');
});

test('nginx sends the security headers, HSTS included, on the console and on its hashed files', async ({ request }) => {
  for (const path of ['/', '/condos/marina-bay/details', '/registry/mfe-auth/0.1.0/mf-manifest.json']) {
    const headers = (await request.get(`${nginx.url}${path}`)).headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  }
  const report = await request.get(`${nginx.url}/html/report/7`);
  expect(report.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('both web servers answer their own probe, pass the API’s liveness and readiness through /gateway, and a request id', async ({
  request,
}) => {
  for (const base of [nginx.url, consoleUrl()]) {
    const own = await request.get(`${base}/healthz`);
    expect(own.status(), base).toBe(200);
    expect(await own.text()).toBe('ok\n');
    expect(own.headers()['cache-control']).toBe('no-store');
    const health = await request.get(`${base}/gateway/health`);
    expect(await health.json()).toEqual({ data: { status: 'ok' } });
    expect(health.headers()['x-request-id'], 'the id the API logged the call under').toMatch(/^[0-9a-f-]{32,36}$/);
    const named = await request.get(`${base}/gateway/health`, { headers: { 'X-Request-Id': 'support-ticket-42' } });
    expect(named.headers()['x-request-id'], 'a well-formed id sent by the client is kept').toBe('support-ticket-42');
    const ready = await request.get(`${base}/gateway/ready`);
    expect(ready.status()).toBe(200);
    expect((await ready.json()).data).toMatchObject({ ready: true, checks: { database: 'ok', migrations: 'ok' } });
  }
});

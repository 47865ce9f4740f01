// Finding 4: per-address limits and the audit trail count real clients behind the console's proxies. The local web
// server's /gateway/ sends the API the address it sees; nginx does the same ($remote_addr); the API trusts
// X-Forwarded-For only from the proxy addresses TRUST_PROXY names.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { and, desc, eq } from 'drizzle-orm';
import { readConfig, repoRoot } from '../config';
import { auditEvents, condos, devices } from '../db/schema';
import { DEMO, startTestApp, type TestApp } from '../test/harness';

interface WebServer {
  close(): Promise<void>;
  server: { address(): AddressInfo };
}
const importDeploy = (path: string) => import(pathToFileURL(join(repoRoot, path)).href);

let t: TestApp;
let web: WebServer;
let gateway = '';
const hostDir = mkdtempSync(join(tmpdir(), 'condo-gateway-host-'));
before(async () => {
  t = await startTestApp({ trustProxy: '127.0.0.1', rateLimits: { loginPerAddress: 50 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { startWebServer } = await importDeploy('deploy/web/web-server.mjs');
  web = await startWebServer({
    port: 0,
    apiUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    environment: 'local',
    hostDir,
  });
  gateway = `http://127.0.0.1:${web.server.address().port}/gateway`;
});
after(async () => {
  await web?.close();
  await t?.close();
  rmSync(hostDir, { recursive: true, force: true });
});

/** A request from the given local address (127.0.0.2, 127.0.0.3: two clients on one machine). */
function send(
  from: string,
  method: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      `${gateway}${path}`,
      { method, localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** What is left of the sender's /login bucket after one more (invalid, so cheap) call. */
async function loginBucketLeft(from: string, headers: Record<string, string> = {}) {
  const response = await send(from, 'POST', '/login', {}, headers);
  assert.equal(response.status, 422, response.body);
  return Number(response.headers['x-ratelimit-remaining']);
}

describe('the client address behind the gateway', () => {
  test('two clients behind the gateway get a rate-limit bucket each', async () => {
    const first = await loginBucketLeft('127.0.0.2');
    assert.equal(await loginBucketLeft('127.0.0.2'), first - 1);
    assert.equal(await loginBucketLeft('127.0.0.3'), 49, 'the other client starts with a full bucket');
  });

  test('a client’s own X-Forwarded-For picks neither its bucket nor its audit address', async () => {
    const before = await loginBucketLeft('127.0.0.2');
    assert.equal(await loginBucketLeft('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' }), before - 1);
    assert.equal(await loginBucketLeft('127.0.0.2', { 'x-forwarded-for': '203.0.113.10, 127.0.0.4' }), before - 2);

    const [camera] = await t.database.db
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(condos, eq(condos.id, devices.condoId))
      .where(and(eq(condos.aliasName, 'marina-bay'), eq(devices.name, 'Lobby Alert Cam')));
    assert.ok(camera);
    const changed = await send(
      '127.0.0.3',
      'PUT',
      `/tenants/marina-bay/api/v1/cameras/${camera.id}`,
      { cameras: { dcs_channel: 'Through the gateway' } },
      { ...(await t.authAs(DEMO.manager)), 'x-forwarded-for': '203.0.113.9' },
    );
    assert.equal(changed.status, 200, changed.body);
    const [event] = await t.database.db
      .select({ ipAddress: auditEvents.ipAddress })
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'cameras'), eq(auditEvents.recordId, camera.id)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    assert.equal(event?.ipAddress, '127.0.0.3');
  });
});

describe('the proxies’ configuration', () => {
  test('nginx sends the API the address it sees, never the client’s own X-Forwarded-For', async () => {
    const { renderNginxConfig } = await importDeploy('deploy/nginx/render.mjs');
    const runtimeDir = mkdtempSync(join(tmpdir(), 'condo-nginx-conf-'));
    try {
      const file: string = renderNginxConfig({
        listen: '127.0.0.1:8080',
        runtimeDir,
        hostDir: '/srv/console/host',
        registryDir: '/srv/console/registry',
        environmentFile: join(repoRoot, 'deploy/environments/production.json'),
        apiUpstream: 'http://api:4000',
      });
      const config = readFileSync(file, 'utf8');
      const gatewayBlock = /location \/gateway\/ \{([^}]*)\}/.exec(config)?.[1] ?? '';
      assert.match(gatewayBlock, /proxy_set_header X-Forwarded-For \$remote_addr;/);
      assert.doesNotMatch(config, /proxy_add_x_forwarded_for/);
    } finally {
      rmSync(runtimeDir, { recursive: true, force: true });
    }
  });

  test('TRUST_PROXY takes the proxies’ addresses, never “any”', () => {
    assert.equal(readConfig({}).trustProxy, false);
    assert.equal(readConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy, '127.0.0.1');
    assert.equal(readConfig({ TRUST_PROXY: '10.0.0.5, 172.28.0.0/24' }).trustProxy, '10.0.0.5,172.28.0.0/24');
    for (const value of ['true', 'TRUE', 'yes', '*', '1']) {
      assert.throws(() => readConfig({ TRUST_PROXY: value }), /TRUST_PROXY must list the proxy’s addresses/, value);
    }
    assert.throws(() => readConfig({ TRUST_PROXY: 'nginx' }), /TRUST_PROXY: "nginx" is not an IP address/);
  });
});

import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { bmsReports, jobs } from '../../db/schema';
import { CHROMIUM_MISSING } from '../../report-jobs/renderer';
import { s3Storage } from '../../report-jobs/storage';
import { attachApp, DEMO, startTestApp, type TestApp, waitFor } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
let t: TestApp;
before(async () => {
  t = await startTestApp({ schedulers: false });
});
after(() => t.close());

async function create(content: unknown, as: string = DEMO.manager, condo = MB, app = t.app) {
  return app.inject({
    method: 'POST',
    url: `${condo}/api/v1/bms_reports`,
    headers: await t.authAs(as),
    payload: { content },
  });
}
async function details(id: string, as: string = DEMO.manager, condo = MB, app = t.app) {
  return app.inject({ method: 'GET', url: `${condo}/api/v1/bms_reports/${id}/details`, headers: await t.authAs(as) });
}
/** Posts a report and runs its job on `app`'s worker; returns its details. */
async function rendered(html: string, app = t.app, condo = MB, as: string = DEMO.manager) {
  const posted = await create(html, as, condo, app);
  assert.equal(posted.statusCode, 200, posted.body);
  const id = posted.json().data as string;
  await app.jobs.drain();
  const response = await details(id, as, condo, app);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}
async function pdfText(bytes: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text, totalPages };
}
async function download(s3Url: string, app = t.app) {
  const response = await app.inject({ method: 'GET', url: s3Url });
  assert.equal(response.statusCode, 200, response.body);
  return response;
}
const report = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Report</title></head><body>${body}</body></html>`;

/** A local HTTP server that records every request: the renderer must never reach it. */
async function recordingServer(respond?: (request: IncomingMessage, body: Buffer) => [number, string]) {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const [status, text] = respond?.(request, body) ?? [200, 'x'];
      response.writeHead(status).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Report jobs: POST /api/v1/bms_reports, details, the PDF', () => {
  test('create → queued → ready; s3_url downloads "Overall Reports.pdf" holding the report text', async () => {
    const posted = await create(report('<h1>Overall report of Marina Bay</h1><p>Vehicles in: 1,234</p>'));
    assert.equal(posted.statusCode, 200, posted.body);
    const id = posted.json().data;
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'a random UUID');
    const queued = (await details(id)).json().data;
    assert.deepEqual(
      { status: queued.status, s3_url: queued.s3_url, error: queued.error },
      { status: 'queued', s3_url: null, error: null },
    );
    assert.deepEqual(Object.keys(queued).sort(), [
      'created_at',
      'error',
      'id',
      's3_url',
      'status',
      'updated_at',
      'view_url',
      'view_url_revocable',
    ]);
    await t.app.jobs.drain();
    const ready = (await details(id)).json().data;
    assert.equal(ready.status, 'ready', ready.error);
    assert.match(ready.s3_url, new RegExp(`^/api/v1/bms_reports/${id}/file\\?expires=\\d+&signature=`));
    const file = await download(ready.s3_url);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(file.headers['content-disposition'], 'attachment; filename="Overall Reports.pdf"');
    assert.equal(file.rawPayload.subarray(0, 4).toString(), '%PDF');
    const { text, totalPages } = await pdfText(file.rawPayload);
    assert.equal(totalPages, 1);
    assert.match(text, /Overall report of Marina Bay/);
    assert.match(text, /Vehicles in: 1,234/);
    const [row] = await t.database.db.select().from(bmsReports).where(eq(bmsReports.id, id));
    assert.equal(row?.fileSize, file.rawPayload.byteLength);
  });

  test('a long table becomes several A4 pages', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => `<tr><td>Row ${i + 1}</td><td>SGX${1000 + i}A</td></tr>`);
    const ready = await rendered(report(`<table>${rows.join('')}</table>`));
    assert.equal(ready.status, 'ready', ready.error);
    const { text, totalPages } = await pdfText((await download(ready.s3_url)).rawPayload);
    assert.ok(totalPages >= 5, `${totalPages} pages`);
    assert.match(text, /Row 400/);
  });

  test('untrusted HTML: its script does not run and no remote request leaves the renderer', async () => {
    const server = await recordingServer();
    try {
      const remote = `http://127.0.0.1:${server.port}`;
      const ready = await rendered(
        report(
          `<link rel="stylesheet" href="${remote}/style.css"><p id="t">Written by the console</p>` +
            `<script>document.getElementById('t').textContent = 'Changed by a script'</script>` +
            `<img src="${remote}/x.png"><iframe src="${remote}/frame"></iframe>` +
            `<div style="background:url(${remote}/bg.png)">Background</div>` +
            `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
        ),
      );
      assert.equal(ready.status, 'ready', ready.error);
      const { text } = await pdfText((await download(ready.s3_url)).rawPayload);
      assert.match(text, /Written by the console/);
      assert.doesNotMatch(text, /Changed by a script/);
      assert.equal(server.requests.length, 0, JSON.stringify(server.requests.map((r) => r.url)));
    } finally {
      await server.close();
    }
  });

  test('a meta refresh to a remote page is not followed', async () => {
    const server = await recordingServer();
    try {
      const ready = await rendered(
        `<html><head><meta http-equiv="refresh" content="0;url=http://127.0.0.1:${server.port}/away"></head>` +
          '<body><p>Stays here</p></body></html>',
      );
      assert.equal(ready.status, 'ready', ready.error);
      assert.match((await pdfText((await download(ready.s3_url)).rawPayload)).text, /Stays here/);
      assert.equal(server.requests.length, 0);
    } finally {
      await server.close();
    }
  });

  test('a posted report is sanitised: prefetch, preconnect, srcset, url(), @import, refresh, base reach nothing', async () => {
    const server = await recordingServer();
    try {
      const remote = `http://127.0.0.1:${server.port}`;
      const ready = await rendered(
        `<!doctype html><html><head><base href="${remote}/base/">` +
          `<meta http-equiv="refresh" content="0;url=${remote}/refresh">` +
          `<link rel="prefetch" href="${remote}/prefetch"><link rel="preconnect" href="${remote}">` +
          `<link rel="dns-prefetch" href="${remote}">` +
          `<style>@import url(${remote}/import.css); .b { background: url(${remote}/bg.png) }</style></head>` +
          `<body><p class="b">Sanitised</p><img srcset="${remote}/srcset.png 1x"></body></html>`,
      );
      assert.equal(ready.status, 'ready', ready.error);
      assert.match((await pdfText((await download(ready.s3_url)).rawPayload)).text, /Sanitised/);
      // A prefetch is sent on its own time, after the page has loaded.
      await sleep(1000);
      assert.deepEqual(
        server.requests.map((request) => request.url),
        [],
      );
      const [row] = await t.database.db.select().from(bmsReports).where(eq(bmsReports.id, ready.id));
      assert.ok(row && !row.content.includes(remote), `stored: ${row?.content}`);
    } finally {
      await server.close();
    }
  });

  test('a download link works only as signed and until it expires', async () => {
    const ready = await rendered(report('<p>Signed</p>'));
    const url = new URL(ready.s3_url, 'http://x');
    const forged = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 600}&signature=${url.searchParams.get('signature')}`;
    const refused = await t.app.inject({ method: 'GET', url: forged });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'This download link is not valid');
    const other = await t.app.inject({
      method: 'GET',
      url: ready.s3_url.replace(ready.id, '00000000-0000-4000-8000-000000000000'),
    });
    assert.equal(other.statusCode, 403, 'the signature names the report');
    t.clock.advance(2 * 3600_000);
    try {
      const expired = await t.app.inject({ method: 'GET', url: ready.s3_url });
      assert.equal(expired.statusCode, 410);
      assert.match(expired.json().message, /expired/);
    } finally {
      t.clock.advance(-2 * 3600_000);
    }
  });
});

describe('Report jobs: failures are recorded with their reason, once', () => {
  async function failedWith(options: Parameters<typeof attachApp>[1], html: string) {
    const other = await attachApp(t, options);
    try {
      const data = await rendered(html, other.app);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.payload, { reportId: data.id }));
      return { data, job };
    } finally {
      await other.app.close();
    }
  }

  test('a render past the time limit fails: "took longer than"', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `<tr><td>${i}</td><td>${'x'.repeat(40)}</td></tr>`);
    const { data, job } = await failedWith({ reports: { timeoutMs: 20 } }, report(`<table>${rows.join('')}</table>`));
    assert.equal(data.status, 'failed');
    assert.equal(data.s3_url, null);
    assert.match(data.error, /took longer than/);
    assert.equal(job?.status, 'failed');
    assert.equal(job?.attempts, 1, 'a permanent failure is not retried');
  });

  test('a PDF past the size limit fails: "too large"', async () => {
    const { data } = await failedWith({ reports: { maxPdfBytes: 1000 } }, report('<h1>Big enough</h1>'));
    assert.equal(data.status, 'failed');
    assert.match(data.error, /^The PDF is too large/);
  });

  test('without Chromium the job fails at once and says how to install it', async () => {
    const { data, job } = await failedWith(
      { reports: { executablePath: '/nonexistent/chromium' } },
      report('<p>No browser</p>'),
    );
    assert.equal(data.status, 'failed');
    assert.equal(data.error, CHROMIUM_MISSING);
    assert.equal(job?.attempts, 1);
  });
});

describe('Report jobs survive a restart', () => {
  test('a job queued when the API stops is rendered by the next one', async () => {
    const first = await attachApp(t, { workers: false });
    const posted = await create(report('<p>Queued before the restart</p>'), DEMO.manager, MB, first.app);
    const id = posted.json().data;
    await first.app.close();
    const second = await attachApp(t, { workers: { pollMs: 50 }, schedulers: false });
    try {
      await second.app.ready();
      await waitFor(
        async () => (await details(id, DEMO.manager, MB, second.app)).json().data.status === 'ready',
        30_000,
        'the report after the restart',
      );
      const data = (await details(id, DEMO.manager, MB, second.app)).json().data;
      assert.match((await pdfText((await download(data.s3_url, second.app)).rawPayload)).text, /Queued before/);
    } finally {
      await second.app.close();
    }
  });

  test('closing the API while a report renders finishes it first', async () => {
    const first = await attachApp(t, { workers: { pollMs: 50 }, schedulers: false });
    await first.app.ready();
    const posted = await create(report('<p>Rendering during the restart</p>'), DEMO.manager, MB, first.app);
    const id = posted.json().data;
    await waitFor(
      async () => (await details(id, DEMO.manager, MB, first.app)).json().data.status !== 'queued',
      30_000,
      'the render to start',
    );
    await first.app.close();
    const data = (await details(id)).json().data;
    assert.equal(data.status, 'ready', data.error);
  });

  test('a report whose API died while rendering it is rendered again when the job’s lock runs out', async () => {
    const posted = await create(report('<p>Orphaned render</p>'));
    const id = posted.json().data;
    // What a killed instance leaves behind: the job claimed (lock now past) and the report rendering.
    await t.database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-instance', lockedUntil: new Date(Date.now() - 1000), attempts: 1 })
      .where(eq(jobs.payload, { reportId: id }));
    await t.database.db.update(bmsReports).set({ status: 'rendering' }).where(eq(bmsReports.id, id));
    await t.app.jobs.drain();
    const data = (await details(id)).json().data;
    assert.equal(data.status, 'ready', data.error);
    assert.match((await pdfText((await download(data.s3_url)).rawPayload)).text, /Orphaned render/);
  });
});

describe('The public viewer: GET /api/v1/bms_reports/{id}', () => {
  let mine: { id: string; view_url: string };
  let another: { id: string };
  let orchid: { id: string; view_url: string };
  const tokenOf = (viewUrl: string) => new URL(viewUrl, 'http://x').searchParams.get('token') as string;
  const view = (id: string, authorization?: string, condo = MB) =>
    t.app.inject({
      method: 'GET',
      url: `${condo}/api/v1/bms_reports/${id}`,
      headers: authorization ? { authorization } : {},
    });

  before(async () => {
    mine = (await details((await create(report('<p>Mine</p>'))).json().data)).json().data;
    another = (await details((await create(report('<p>Another</p>'))).json().data)).json().data;
    const og = (await create(report('<p>Orchid</p>'), DEMO.admin, OG)).json().data;
    orchid = (await details(og, DEMO.admin, OG)).json().data;
  });

  test('view_url is the console page with the tenant and a token for this report', () => {
    const url = new URL(mine.view_url, 'http://x');
    assert.equal(url.pathname, `/html/report/${mine.id}`);
    assert.equal(url.searchParams.get('tenant'), 'marina-bay');
    assert.ok(tokenOf(mine.view_url));
  });

  test('its viewer token reads that report, with no session', async () => {
    const response = await view(mine.id, `JWT ${tokenOf(mine.view_url)}`);
    assert.equal(response.statusCode, 200, response.body);
    // As stored: sanitised (the meta is gone).
    assert.equal(
      response.json().data,
      '<!doctype html><html><head><title>Report</title></head><body><p>Mine</p></body></html>',
    );
  });

  test('the viewer token of one report reads no other: another id, another condo', async () => {
    const otherId = await view(another.id, `JWT ${tokenOf(mine.view_url)}`);
    assert.equal(otherId.statusCode, 403);
    assert.equal(otherId.json().message, 'This link is for another report');
    const otherCondo = await view(mine.id, `JWT ${tokenOf(mine.view_url)}`, OG);
    assert.equal(otherCondo.statusCode, 403);
    const orchidsOwn = await view(orchid.id, `JWT ${tokenOf(orchid.view_url)}`, MB);
    assert.equal(orchidsOwn.statusCode, 403, "another condo's token in this condo");
  });

  test('a viewer token expires after 7 days', async () => {
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      const response = await view(mine.id, `JWT ${tokenOf(mine.view_url)}`);
      assert.equal(response.statusCode, 401);
      assert.match(response.json().message, /expired/);
    } finally {
      t.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }
  });

  test('a viewer token is no access token: the console API refuses it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/bms_reports/${mine.id}/details`,
      headers: { authorization: `JWT ${tokenOf(mine.view_url)}` },
    });
    assert.equal(response.statusCode, 401);
  });

  test("a member's access token works; another condo's user, a role without show, no token or garbage do not", async () => {
    const manager = await view(mine.id, (await t.authAs(DEMO.manager)).authorization);
    assert.equal(manager.statusCode, 200);
    const notMember = await view(orchid.id, (await t.authAs(DEMO.manager)).authorization, OG);
    assert.equal(notMember.statusCode, 404, 'manager is not a member of orchid-gardens');
    const viewerRole = await view(mine.id, (await t.authAs(DEMO.viewer)).authorization);
    assert.equal(viewerRole.statusCode, 403);
    const none = await view(mine.id);
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().message, 'Authorization token is missing');
    assert.equal((await view(mine.id, 'JWT not-a-token')).statusCode, 401);
  });

  test('an unknown condo answers exactly as a known condo with an unknown report, whatever the token', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const tokens = [
      undefined,
      'JWT not-a-token',
      `JWT ${tokenOf(mine.view_url)}`,
      (await t.authAs(DEMO.manager)).authorization,
      (await t.authAs(DEMO.admin)).authorization,
    ];
    for (const token of tokens) {
      const knownCondo = await view(unknownId, token);
      const unknownCondo = await view(unknownId, token, '/tenants/no-such-condo');
      assert.deepEqual(
        { status: unknownCondo.statusCode, body: unknownCondo.json() },
        { status: knownCondo.statusCode, body: knownCondo.json() },
        token?.slice(0, 20),
      );
    }
    assert.deepEqual((await view(unknownId, (await t.authAs(DEMO.admin)).authorization)).json(), {
      message: 'Report not found',
    });
  });

  test('revoking the links: earlier links answer like a link to no report; the new one works (addition)', async () => {
    const id = (await create(report('<p>Shared, then withdrawn</p>'))).json().data;
    const first = (await details(id)).json().data;
    assert.equal(first.view_url_revocable, true);
    assert.equal((await view(id, `JWT ${tokenOf(first.view_url)}`)).statusCode, 200);

    const revoke = async (as: string, condo = MB) =>
      t.app.inject({
        method: 'POST',
        url: `${condo}/api/v1/bms_reports/${id}/revoke_link`,
        headers: await t.authAs(as),
      });
    assert.equal((await revoke(DEMO.viewer)).statusCode, 403, 'a role without create');
    assert.equal((await revoke(DEMO.admin, OG)).statusCode, 404, "another condo's report");
    const revoked = await revoke(DEMO.manager);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json().message, 'Earlier links to this report no longer work');

    // What a link to a report that is gone answers: a report posted, linked, then deleted.
    const goneId = (await create(report('<p>Gone</p>'))).json().data;
    const goneLink = (await details(goneId)).json().data.view_url;
    await t.database.db.delete(bmsReports).where(eq(bmsReports.id, goneId));
    const gone = await view(goneId, `JWT ${tokenOf(goneLink)}`);
    const old = await view(id, `JWT ${tokenOf(first.view_url)}`);
    assert.deepEqual({ status: old.statusCode, body: old.json() }, { status: gone.statusCode, body: gone.json() });
    assert.deepEqual(
      { status: gone.statusCode, body: gone.json() },
      { status: 404, body: { message: 'Report not found' } },
    );

    const fresh = await view(id, `JWT ${tokenOf(revoked.json().data.view_url)}`);
    assert.equal(fresh.statusCode, 200, fresh.body);
    assert.match(fresh.json().data, /Shared, then withdrawn/);
    const again = (await details(id)).json().data.view_url;
    assert.equal((await view(id, `JWT ${tokenOf(again)}`)).statusCode, 200, 'details gives working links again');
  });

  test('an unknown or malformed id, or an unknown condo, is a 404', async () => {
    const token = (await t.authAs(DEMO.manager)).authorization;
    assert.equal((await view('00000000-0000-4000-8000-000000000000', token)).statusCode, 404);
    assert.equal((await view('1 OR 1=1', token)).statusCode, 404);
    assert.equal((await view(mine.id, token, '/tenants/no-such-condo')).statusCode, 404);
  });
});

describe('Report jobs: permission, condo isolation, validation', () => {
  test('a role without create cannot post; details need show; another condo’s report is a 404', async () => {
    const refused = await create(report('<p>x</p>'), DEMO.viewer);
    assert.equal(refused.statusCode, 403);
    const posted = (await create(report('<p>Marina only</p>'))).json().data;
    assert.equal((await details(posted, DEMO.viewer)).statusCode, 403);
    assert.equal((await details(posted, DEMO.admin, OG)).statusCode, 404, 'a super admin, through another condo');
    assert.equal((await details(posted, DEMO.manager, OG)).statusCode, 404, 'not a member there');
    assert.equal((await details('not-a-uuid')).statusCode, 404);
  });

  test('content is required, not blank, and at most 5 MB; a larger body is a 413', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: `${MB}/api/v1/bms_reports`,
      headers: await t.authAs(DEMO.manager),
      payload: {},
    });
    assert.equal(missing.statusCode, 422);
    assert.equal(missing.json().message, 'content is required');
    assert.equal((await create('')).json().message, 'content must not be empty');
    const blank = await create('   \n ');
    assert.equal(blank.statusCode, 422);
    assert.equal(blank.json().message, 'content must not be empty');
    const tooLong = await create('x'.repeat(5 * 1024 * 1024 + 1));
    assert.equal(tooLong.statusCode, 422);
    assert.equal(tooLong.json().message, 'content must be at most 5242880 characters');
    const huge = await create('"'.repeat(7 * 1024 * 1024));
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json().message, 'The request body is too large: at most 12 MB');
  });
});

describe('The S3 store', () => {
  /** The store on the recording server, with AWS's example credentials (SigV4's documented test values). */
  const exampleBucketAt = (port: number) =>
    s3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'condo-reports',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });

  test('PUTs the PDF signed with SigV4 and answers presigned GET URLs; the report’s s3_url is one', async () => {
    const server = await recordingServer();
    const storage = exampleBucketAt(server.port);
    const other = await attachApp(t, { reports: { storage } });
    try {
      const data = await rendered(report('<p>To the bucket</p>'), other.app);
      assert.equal(data.status, 'ready', data.error);
      // The worker also ran the reports other tests left queued; this report's PUT is the one to look at.
      const put = server.requests.find((request) => request.url.includes(data.id));
      assert.equal(put?.method, 'PUT');
      assert.match(put?.url ?? '', new RegExp(`^/condo-reports/reports/\\d+/${data.id}\\.pdf$`));
      assert.match(
        String(put?.headers.authorization),
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
      );
      assert.ok(put?.headers['x-amz-content-sha256']);
      assert.equal(put?.headers['content-type'], 'application/pdf');
      assert.equal(put?.body.subarray(0, 4).toString(), '%PDF');
      const url = new URL(data.s3_url);
      assert.equal(url.origin, `http://127.0.0.1:${server.port}`);
      assert.equal(url.pathname, put?.url);
      assert.equal(url.searchParams.get('X-Amz-Algorithm'), 'AWS4-HMAC-SHA256');
      assert.equal(url.searchParams.get('X-Amz-Expires'), '3600');
      assert.match(url.searchParams.get('X-Amz-Signature') ?? '', /^[0-9a-f]{64}$/);
      assert.equal(url.searchParams.get('response-content-disposition'), 'attachment; filename="Overall Reports.pdf"');
    } finally {
      await other.app.close();
      await server.close();
    }
  });

  test('labels each object by its extension: the call-log report’s CSV is text/csv in its PUT and its presigned GET', async () => {
    const server = await recordingServer();
    const storage = exampleBucketAt(server.port);
    const other = await attachApp(t, { reports: { storage } });
    try {
      const asked = await other.app.inject({
        method: 'GET',
        url: `${MB}/api/v1/call_logs/generate_report?from_time=2020-03-02T00:00:00.000Z&to_time=2020-03-08T23:59:59.000Z`,
        headers: await t.authAs(DEMO.manager),
      });
      assert.equal(asked.statusCode, 200, asked.body);
      await other.app.jobs.drain();
      const put = server.requests.find((request) => request.method === 'PUT' && request.url.endsWith('.csv'));
      assert.match(put?.url ?? '', /^\/condo-reports\/reports\/\d+\/call-log-reports\/\d+\.csv$/);
      assert.equal(put?.headers['content-type'], 'text/csv; charset=utf-8');
      assert.ok(put?.body.toString('utf8').startsWith('\uFEFFResident name,'));
      const key = (put?.url ?? '').replace('/condo-reports/reports/', '');
      const link = new URL(await storage.url(key));
      assert.equal(link.searchParams.get('response-content-type'), 'text/csv; charset=utf-8');

      await storage.put('1/report.pdf', Buffer.from('%PDF-1.7'));
      await storage.put('1/notes.bin', Buffer.from([0]));
      const typeOf = (url: string) => server.requests.find((request) => request.url === url)?.headers['content-type'];
      assert.equal(typeOf('/condo-reports/reports/1/report.pdf'), 'application/pdf');
      assert.equal(typeOf('/condo-reports/reports/1/notes.bin'), 'application/octet-stream');
      const pdfLink = new URL(await storage.url('1/report.pdf'));
      assert.equal(pdfLink.searchParams.get('response-content-type'), 'application/pdf');
    } finally {
      await other.app.close();
      await server.close();
    }
  });

  test('a refused PUT is retried, and the report goes back to queued', async () => {
    const server = await recordingServer(() => [503, 'SlowDown']);
    const storage = s3Storage({
      endpoint: `http://127.0.0.1:${server.port}`,
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
    });
    const other = await attachApp(t, { reports: { storage } });
    try {
      const data = await rendered(report('<p>Retry me</p>'), other.app);
      assert.equal(data.status, 'queued');
      assert.equal(data.error, null);
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.payload, { reportId: data.id }));
      assert.equal(job?.status, 'pending');
      assert.match(job?.lastError ?? '', /S3 PUT .*: 503 SlowDown/);
      await t.database.db.delete(jobs).where(eq(jobs.payload, { reportId: data.id }));
    } finally {
      await other.app.close();
      await server.close();
    }
  });
});

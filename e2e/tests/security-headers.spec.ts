// OWASP ASVS 14.4: the console's pages carry a Content-Security-Policy built from the environment manifest, and the
// browser enforces it: a script from an origin the manifest does not list never runs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';
import { consoleUrl, openAs, users } from '../support';

/** A server on another loopback address: an origin no environment manifest lists. */
let elsewhere: Server;
let elsewhereOrigin: string;

test.beforeAll(async () => {
  elsewhere = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' });
    response.end('window.__loadedFromElsewhere = true;');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.2', resolve));
  elsewhereOrigin = `http://127.0.0.2:${(elsewhere.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

test('every page carries the security headers; only the public report pages may be framed, by the console', async ({
  request,
}) => {
  for (const path of ['/', '/condos/marina-bay/devices', '/environment.json']) {
    const headers = (await request.get(`${consoleUrl()}${path}`)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scripts.split(' ')).toContain("'self'");
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const source of ['*', 'http:', 'https:', 'data:', 'blob:']) expect(scripts.split(' ')).not.toContain(source);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
  }
  const report = (await request.get(`${consoleUrl()}/html/report/1`)).headers()['content-security-policy'];
  expect(report).toContain("frame-ancestors 'self'");
});

test('the browser refuses a remote from an origin the manifest does not list, and the console works under the policy', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openAs(page, users.admin, '/condos/marina-bay/devices');
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  expect(violations, 'the console itself breaks no rule of its policy').toEqual([]);

  const blocked = await page.evaluate(
    (src) =>
      new Promise<{ violated: string; ran: boolean }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({
            violated: event.violatedDirective,
            ran: Boolean((window as { __loadedFromElsewhere?: boolean }).__loadedFromElsewhere),
          }),
        );
        const script = document.createElement('script');
        script.src = `${src}/remoteEntry.js`;
        script.onload = () =>
          resolve({
            violated: '',
            ran: Boolean((window as { __loadedFromElsewhere?: boolean }).__loadedFromElsewhere),
          });
        document.head.append(script);
      }),
    elsewhereOrigin,
  );
  expect(blocked).toEqual({ violated: 'script-src-elem', ran: false });
  // An inline script is refused as well.
  const inline = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    return Boolean((window as { __inlineRan?: boolean }).__inlineRan);
  });
  expect(inline).toBe(false);
});

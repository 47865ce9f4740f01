// Every end-to-end test's `test`: Playwright's, plus a record of what the page did. When a test fails, the last API
// calls (method, path, status, time taken), page errors, console errors and toasts are printed with the failure,
// so a failure seen once in CI can be read from its log instead of guessed at.
import { test as base } from '@playwright/test';

export { type Download, expect, type Locator, type Page } from '@playwright/test';

const KEPT_LINES = 40;

export const test = base.extend<{ pageRecord: undefined }>({
  pageRecord: [
    async ({ page }, use, testInfo) => {
      const started = Date.now();
      const lines: string[] = [];
      const note = (line: string) => {
        lines.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
        if (lines.length > KEPT_LINES) lines.shift();
      };
      const sentAt = new Map<object, number>();
      const isApi = (url: string) => !/\.(js|css|map|png|svg|woff2?|ico|json)(\?|$)/.test(new URL(url).pathname);
      const pending = new Map<object, { line: string; at: number }>();
      page.on('request', (request) => {
        if (request.resourceType() !== 'xhr' && request.resourceType() !== 'fetch') return;
        sentAt.set(request, Date.now());
        if (isApi(request.url())) {
          pending.set(request, { line: `${request.method()} ${new URL(request.url()).pathname}`, at: Date.now() });
        }
      });
      page.on('requestfinished', async (request) => {
        pending.delete(request);
        const sent = sentAt.get(request);
        if (sent === undefined || !isApi(request.url())) return;
        const status = (await request.response().catch(() => null))?.status() ?? '?';
        note(`${request.method()} ${new URL(request.url()).pathname} → ${status} in ${Date.now() - sent} ms`);
      });
      page.on('requestfailed', (request) => {
        pending.delete(request);
        if (sentAt.has(request)) note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`);
      });
      page.on('pageerror', (error) => note(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') note(`console error: ${message.text().slice(0, 300)}`);
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        const toasts = await page
          .locator('.ant-notification-notice')
          .allInnerTexts()
          .catch(() => []);
        console.log(
          [
            `What the page did before "${testInfo.title}" failed (last ${lines.length}):`,
            ...lines,
            ...[...pending.values()].map(({ line, at }) => `still waiting for ${line}, sent ${Date.now() - at} ms ago`),
            `toasts on screen: ${toasts.length ? toasts.map((text) => JSON.stringify(text)).join(', ') : 'none'}`,
          ].join('\n  '),
        );
      }
    },
    { auto: true },
  ],
});

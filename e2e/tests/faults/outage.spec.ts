// Issue #29 item 2: while the API is unreachable the console stays calm and keeps the user's place; when it is back
// the screen reloads by itself. The API here is the suite's real one behind a forwarder that the test cuts.
import { seriousViolations } from '../../axe';
import { startNginx } from '../../delivery-kit';
import { expect, test } from '../../fixtures';
import { consoleServer, type SwitchableApi, switchableApi } from '../../outage-kit';
import { apiUrl, openAs, users } from '../../support';
import { dialog, rowOf, toast } from '../messaging/messaging-support';

let api: SwitchableApi;
let web: Awaited<ReturnType<typeof consoleServer>>;

test.beforeAll(async () => {
  api = await switchableApi(apiUrl());
  web = await consoleServer(api.url);
});

test.afterAll(async () => {
  await web?.close();
  await api?.close();
});

/** A date no other test uses, as the Add Holiday form takes it (DD-MM-YYYY). */
function unusedDate() {
  const date = new Date(Date.UTC(2028, 0, 1) + (Date.now() % 360) * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

test('both web servers answer an unreachable API with 502 and JSON that names no address', async ({ request }) => {
  const nginx = await startNginx(api.url);
  try {
    await api.down();
    for (const base of [web.url, nginx.url]) {
      const answer = await request.get(`${base}/gateway/public_key`);
      expect(answer.status(), base).toBe(502);
      expect(answer.headers()['content-type'], base).toContain('application/json');
      const body = await answer.text();
      expect(JSON.parse(body)).toEqual({ error: 'Bad Gateway', detail: 'The API cannot be reached; retry shortly.' });
      expect(body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|localhost/);
    }
  } finally {
    await api.up();
    await nginx.stop();
  }
});

test('nginx in front of two API instances sends reads to the live one while the other is down', async ({ request }) => {
  const nginx = await startNginx(`${api.url},${apiUrl()}`);
  try {
    await api.down();
    for (let call = 0; call < 6; call++) {
      const answer = await request.get(`${nginx.url}/gateway/public_key`);
      expect(answer.status(), `call ${call + 1}`).toBe(200);
    }
  } finally {
    await api.up();
    await nginx.stop();
  }
});

test('an outage shows one calm banner, keeps the screen and the form, and the screen reloads when the API is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const path = '/condos/marina-bay/public/holidays';
  await openAs(page, users.manager, path, web.url);
  await expect(rowOf(page, 'National Day').first()).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Cannot reach the server — retrying…' });
  await expect(banner).toBeHidden();

  await api.down();
  await page.getByRole('searchbox', { name: 'Search Public Holidays' }).fill('Christmas');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/Last reached at \d\d:\d\d:\d\d\./);
  // Still on the screen with what it showed: no redirect, no error toast, no failure in place of the rows.
  await expect(page).toHaveURL(new RegExp(`${path}\\?query=Christmas`));
  await expect(rowOf(page, 'National Day').first()).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await expect(page.getByText('The list could not be loaded')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A save fails with a clear message and loses nothing typed.
  const name = `Outage Day ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Holiday');
  const date = add.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill(unusedDate());
  await date.press('Enter');
  await add.getByLabel('Holiday', { exact: true }).fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /^Not saved: cannot reach the server\./)).toBeVisible();
  await expect(add.getByLabel('Holiday', { exact: true })).toHaveValue(name);
  await expect(page.locator('.ant-notification-notice-error')).toHaveCount(0);
  expect(await page.content()).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);

  // Back: the banner goes and the list asks again by itself for what the search wanted.
  await api.up();
  await expect(banner).toBeHidden({ timeout: 20_000 });
  await expect(rowOf(page, 'Christmas Day').first()).toBeVisible();
  await expect(rowOf(page, 'National Day')).toHaveCount(0);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Successfully..!')).toBeVisible();
});

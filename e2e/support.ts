// What the end-to-end tests share: the running stack and signing in as a person does (reading the mailed code
// where the README says it is: the API's console and <data folder>/mailbox.log).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Download, expect, type Page } from '@playwright/test';

import { DEMO_PASSWORD } from '../api/src/auth/passwords';
import { type SessionTokens, STACK_FILE, type StackInfo } from './stack-file';

let stackInfo: StackInfo | undefined;
function stack(): StackInfo {
  stackInfo ??= JSON.parse(readFileSync(STACK_FILE, 'utf8')) as StackInfo;
  return stackInfo;
}

export const consoleUrl = () => stack().url;
export const brokenConsoleUrl = () => stack().brokenUrl;
export const apiUrl = () => stack().apiUrl;
/** The stack whose API serves the spec's contract only (API_CONTRACT=spec; the `spec` project). */
export const specStack = () => stack().spec;

export function mailboxLines(dataDir = stack().dataDir) {
  try {
    return readFileSync(join(dataDir, 'mailbox.log'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** The newest sign-in code mailed to this address after `sentAfterLine` lines of the mailbox. */
export async function codeMailedTo(email: string, sentAfterLine: number) {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = mailboxLines()
        .slice(sentAfterLine)
        .filter((line) => line.includes(`to=${email}`));
      code = /code=(\d{6})/.exec(lines.at(-1) ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** What a client does to sign in: ask for a code, read it where the mail sink delivers it, log in with it. */
export async function signInThroughApi(apiUrl: string, email: string, dataDir: string): Promise<SessionTokens> {
  const before = mailboxLines(dataDir).length;
  const sent = await fetch(`${apiUrl}/admin/send_otp`, { method: 'POST', headers: { Authorization: email } });
  if (!sent.ok) throw new Error(`send_otp for ${email} answered ${sent.status}`);
  // The API mails the code from its job queue, just after the answer.
  let code: string | undefined;
  for (const deadline = Date.now() + 10_000; !code && Date.now() < deadline; ) {
    code = /code=(\d{6})/.exec(
      mailboxLines(dataDir)
        .slice(before)
        .find((l) => l.includes(`to=${email}`)) ?? '',
    )?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`No sign-in code for ${email} in ${join(dataDir, 'mailbox.log')} within 10 s`);
  const login = await fetch(`${apiUrl}/admin/login`, {
    method: 'POST',
    headers: { Authorization: email, 'Content-Type': 'application/json' },
    body: JSON.stringify({ otp_token: code }),
  });
  if (!login.ok) throw new Error(`login for ${email} answered ${login.status}`);
  return ((await login.json()) as { data: SessionTokens }).data;
}

/** The session global setup signed a demo user in with (for calling the API as them). */
export function sessionOf(email: string): SessionTokens {
  const session = stack().sessions[email];
  if (!session) throw new Error(`No session for ${email}`);
  return session;
}

/** Signs in any account of the running stack through the API (a user a test made), as a client would. */
export const signInAccount = (email: string) => signInThroughApi(apiUrl(), email, stack().dataDir);

/**
 * A session of its own for a demo user (the password sign-in, `POST /login`), for a test that ends it: Log Out stops
 * a session's tokens at once, so ending the shared one of global setup would sign every other test out.
 */
export async function ownSessionOf(email: string): Promise<SessionTokens> {
  const login = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_name: email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`POST /login for ${email} answered ${login.status}`);
  const { auth_token, refresh_token } = (
    (await login.json()) as { data: { auth_token: string; refresh_token: string } }
  ).data;
  return { token: auth_token, refresh_token };
}

/** Opens the spec-contract stack's console (API_CONTRACT=spec) as a signed-in demo user. */
export async function openOnSpecAs(page: Page, email: string, path = '/condos') {
  const session = stack().spec.sessions[email];
  if (!session) throw new Error(`No spec-stack session for ${email}`);
  await openWithSession(page, email, session, path, stack().spec.url);
}

/** Opens the console as a signed-in demo user: the session cookies the login screen would have set. */
export async function openAs(page: Page, email: string, path = '/condos', baseUrl = consoleUrl()) {
  await openWithSession(page, email, sessionOf(email), path, baseUrl);
}

/** Opens the console with a session's cookies, as the login screen would have set them. */
export async function openWithSession(
  page: Page,
  email: string,
  session: SessionTokens,
  path = '/condos',
  baseUrl = consoleUrl(),
) {
  const { hostname } = new URL(baseUrl);
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: hostname,
    path: '/',
    sameSite: 'Strict' as const,
  });
  await page
    .context()
    .addCookies([
      cookie('token', session.token),
      cookie('refresh_token', session.refresh_token),
      cookie('email', email),
      cookie('active', 'true'),
    ]);
  await page.goto(`${baseUrl}${path}`);
}

/**
 * Fires at once the page's timers due within `ms` (a list's refresh, a job's poll) instead of waiting them out. The
 * page's clock must be installed (`page.clock.install()`) before it opened. The clock is then set back to the real
 * time: a page whose clock ran ahead would take its session for expired and refresh it.
 */
export async function runTimersNow(page: Page, ms: number) {
  await page.clock.fastForward(ms);
  await page.clock.setSystemTime(new Date());
}

/**
 * Opens last week's alert-count report, previewed, with the page's clock installed first (for
 * `downloadWithoutWaiting`), through `open` (`openAs`, or `openOnSpecAs` for the spec stack); waits for its rows.
 */
export async function openAlertCountReport(
  page: Page,
  open: (page: Page, email: string, path: string) => Promise<void> = openAs,
) {
  await page.clock.install();
  const to = new Date();
  const from = new Date(to.getTime() - 6 * 86_400_000);
  await open(
    page,
    users.manager,
    `/condos/marina-bay/report?type=alert_report&sub=alert_count&period=week&from=${from.toISOString()}&to=${to.toISOString()}&preview=1`,
  );
  const report = page.getByRole('article', { name: 'Alert Report' });
  await expect(report.getByRole('table', { name: 'Alert By Types' }).getByRole('row').nth(1)).toBeVisible();
  return report;
}

/**
 * The report page asks about its report job every 10 s (spec part 3 §9). Instead of waiting out each 10 s, the page's
 * clock (installed before the page opened) is moved on until the PDF downloads.
 */
export async function downloadWithoutWaiting(page: Page, downloaded: Promise<Download>) {
  let done = false;
  const settled = downloaded.finally(() => {
    done = true;
  });
  while (!done) {
    await runTimersNow(page, 10_000);
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 500))]).catch(() => {});
  }
  return downloaded;
}

export async function signIn(page: Page, email: string, baseUrl = consoleUrl()) {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  const before = mailboxLines().length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter the OTP code to login to the system')).toBeVisible();
  await page.getByLabel('OTP').fill(await codeMailedTo(email, before));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/condos$/);
}

export const users = {
  admin: 'admin@demo.condo',
  manager: 'manager@demo.condo',
  viewer: 'viewer@demo.condo',
};

/** Chooses `option` in the select named `label`, again if a click landed while its list was still opening. */
export async function chooseOption(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    await select.click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 5_000 });
    await expect(page.locator('.ant-select').filter({ has: select })).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

// What the benchmarks share: Debian's Chromium with the e2e flags, and signing a demo user in through the API.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tooling/chromium.mjs';

export { CHROMIUM, CHROMIUM_FLAGS };

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** Signs `email` in as a client does: ask for a code, read it from the mail sink's mailbox, log in with it. */
export async function signInThroughApi(apiUrl, dataDir, email) {
  const mailbox = () =>
    existsSync(join(dataDir, 'mailbox.log')) ? readFileSync(join(dataDir, 'mailbox.log'), 'utf8') : '';
  const before = mailbox().length;
  await fetch(`${apiUrl}/admin/send_otp`, { method: 'POST', headers: { Authorization: email } });
  // The API mails the code from its job queue, just after the answer.
  let code;
  for (const deadline = Date.now() + 10_000; !code && Date.now() < deadline; ) {
    code = /code=(\d{6})/.exec(mailbox().slice(before))?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const response = await fetch(`${apiUrl}/admin/login`, {
    method: 'POST',
    headers: { Authorization: email, 'Content-Type': 'application/json' },
    body: JSON.stringify({ otp_token: code }),
  });
  if (!response.ok) throw new Error(`signing ${email} in answered ${response.status}`);
  return (await response.json()).data;
}

/** The mail sink's mailbox, a line per mail. */
export function mailboxLines(dataDir) {
  try {
    return readFileSync(join(dataDir, 'mailbox.log'), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** The code mailed to `email` after the mailbox had `after` lines (as e2e/support.ts reads it). */
export async function codeMailedTo(dataDir, email, after) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const line = mailboxLines(dataDir)
      .slice(after)
      .filter((l) => l.includes(`to=${email}`))
      .at(-1);
    const code = /code=(\d{6})/.exec(line ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in code for ${email} in ${join(dataDir, 'mailbox.log')} within 30 s.`);
}

/** A browser context carrying the session cookies the login screen would have set. */
export async function signedInContext(browser, consoleUrl, email, session) {
  const context = await browser.newContext();
  const values = { token: session.token, refresh_token: session.refresh_token, email, active: 'true' };
  const { hostname } = new URL(consoleUrl);
  await context.addCookies(
    Object.entries(values).map(([name, value]) => ({ name, value, domain: hostname, path: '/' })),
  );
  return context;
}

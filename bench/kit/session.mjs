// Signing a demo user in, as a client does: through the API (a token), through the login form (a page), or as the
// session cookies the login screen sets (a browser context). The code comes from the mail sink's mailbox.log.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * Signs `email` in through the API: `POST /admin/send_otp` with the e-mail in Authorization, the code from the
 * mailbox (the API mails it from its job queue, just after the answer), `POST /admin/login {otp_token}`. Returns the
 * session (`token`, `refresh_token`, …).
 */
export async function signInThroughApi(apiUrl, dataDir, email) {
  const before = mailboxLines(dataDir).length;
  const sent = await fetch(`${apiUrl}/admin/send_otp`, { method: 'POST', headers: { Authorization: email } });
  if (!sent.ok) throw new Error(`POST /admin/send_otp answered ${sent.status}: ${await sent.text()}`);
  const code = await codeMailedTo(dataDir, email, before);
  const login = await fetch(`${apiUrl}/admin/login`, {
    method: 'POST',
    headers: { Authorization: email, 'Content-Type': 'application/json' },
    body: JSON.stringify({ otp_token: code }),
  });
  if (!login.ok) throw new Error(`POST /admin/login answered ${login.status}: ${await login.text()}`);
  return (await login.json()).data;
}

/**
 * Signs `email` in through the login form of `consoleUrl` in `page`, as a person does; `beforeSend(page)` runs with
 * the address typed, before the code is asked for. Returns once Login is clicked.
 */
export async function signInThroughForm(page, { consoleUrl, dataDir, email, beforeSend }) {
  await page.goto(`${consoleUrl}/`);
  await page.getByLabel('Email').fill(email);
  await beforeSend?.(page);
  const before = mailboxLines(dataDir).length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByText('Please enter the OTP code to login to the system').waitFor({ timeout: 30_000 });
  await page.getByLabel('OTP').fill(await codeMailedTo(dataDir, email, before));
  await page.getByRole('button', { name: 'Login' }).click();
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

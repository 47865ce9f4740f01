import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../auth/passwords';
import { adminUsers, auditEvents, jobs, otpCodes, outboxes } from '../../db/schema';
import { attachApp, DEMO, startTestApp, type TestApp } from '../../test/harness';
import { OTP_SUBJECT } from './otp-service';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const askForCode = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/admin/send_otp', headers: { authorization: email }, remoteAddress });
/** Asks for a code and lets the mail go out (the queue's worker is off in tests: drain runs it). */
const sendOtp = async (email: string, remoteAddress = '127.0.0.1') => {
  const response = await askForCode(email, remoteAddress);
  await t.app.jobs.drain();
  return response;
};
const login = (email: string, otp_token: string) =>
  t.app.inject({ method: 'POST', url: '/admin/login', headers: { authorization: email }, payload: { otp_token } });
const codeFor = (email: string) => t.mail.last(email).tags?.code as string;

/** A code the last mail did not carry. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /admin/send_otp', () => {
  test('does the same work for a known and an unknown e-mail, answers alike, and mails after the answer', async () => {
    const rows = async () => {
      const count = async (table: typeof jobs | typeof outboxes | typeof otpCodes) =>
        (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
      return { jobs: await count(jobs), outboxes: await count(outboxes), codes: await count(otpCodes) };
    };
    const added = (before: Awaited<ReturnType<typeof rows>>, after: typeof before) => ({
      jobs: after.jobs - before.jobs,
      outboxes: after.outboxes - before.outboxes,
      codes: after.codes - before.codes,
    });
    const sentBefore = t.mail.sent.length;
    const start = await rows();
    const known = await askForCode(DEMO.viewer, '198.51.100.1');
    const afterKnown = await rows();
    const unknown = await askForCode('nobody@example.com', '198.51.100.1');
    const afterUnknown = await rows();
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), { message: 'OTP Sent Successfully.!!!' });
    assert.equal(unknown.statusCode, known.statusCode);
    assert.equal(unknown.body, known.body);
    assert.deepEqual(added(start, afterKnown), { jobs: 1, outboxes: 0, codes: 1 }, 'a code and one queued job');
    assert.deepEqual(added(afterKnown, afterUnknown), added(start, afterKnown), 'the same work for both');
    assert.equal(t.mail.sent.length, sentBefore, 'nothing is mailed while the client waits');

    await t.app.jobs.drain();
    assert.equal(t.mail.sent.length, sentBefore + 1, 'only the known e-mail gets a mail');
    assert.equal(t.mail.last().to.email, DEMO.viewer);
    assert.equal(t.mail.last().subject, OTP_SUBJECT);
    assert.match(codeFor(DEMO.viewer), /^\d{6}$/);
  });

  test('the code arrives at once when the API runs its workers', async () => {
    const running = await attachApp(t, { workers: { pollMs: 50 } });
    try {
      await running.app.ready();
      const response = await running.app.inject({
        method: 'POST',
        url: '/admin/send_otp',
        headers: { authorization: DEMO.admin },
      });
      assert.equal(response.statusCode, 200);
      const deadline = Date.now() + 5000;
      while (running.mail.sent.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      assert.match(running.mail.last(DEMO.admin).tags?.code as string, /^\d{6}$/);
    } finally {
      await running.app.close();
    }
  });

  test('keeps only a hash of the code at rest', async () => {
    await sendOtp(DEMO.manager);
    const code = codeFor(DEMO.manager);
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.email, DEMO.manager))
      .orderBy(desc(otpCodes.id))
      .limit(1);
    assert.ok(row);
    assert.ok(!JSON.stringify(row).includes(code), 'the stored row must not contain the code');
    assert.match(row.codeHash, /^[0-9a-f]{64}$/);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    assert.equal(minutes, 5);
  });

  test('records the mail in the outbox without the code', async () => {
    await sendOtp(DEMO.admin);
    const code = codeFor(DEMO.admin);
    const [row] = await t.database.db.select().from(outboxes).orderBy(desc(outboxes.id)).limit(1);
    assert.ok(row);
    assert.equal(row.condoId, null);
    assert.equal(row.medium, 'mail');
    assert.equal(row.type, 'MailSent');
    assert.equal(row.subject, OTP_SUBJECT);
    assert.deepEqual(row.recipient, { full_name: 'Aisha', email: DEMO.admin });
    assert.ok(!row.content.includes(code));
  });

  test('accepts the e-mail in any case and with an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/send_otp',
      headers: { authorization: 'Viewer@Demo.Condo', 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 200);
    await t.app.jobs.drain();
    assert.equal(t.mail.last().to.email, DEMO.viewer);
  });

  test('refuses a missing or malformed e-mail with 422', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/admin/send_otp' });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().data, ['Authorization header is required']);
    const malformed = await sendOtp('JWT abc.def');
    assert.equal(malformed.statusCode, 422);
    assert.deepEqual(malformed.json().data, ['Authorization header must be an e-mail address']);
  });

  test('allows 5 codes per e-mail and client address in 15 minutes, then 429 — for unknown e-mails too', async () => {
    for (const email of ['limited@example.com', 'limited-known@demo.condo']) {
      for (let i = 0; i < 5; i += 1) assert.equal((await sendOtp(email, '10.0.0.1')).statusCode, 200);
      const limited = await sendOtp(email, '10.0.0.1');
      assert.equal(limited.statusCode, 429);
      assert.match(
        limited.json().message,
        /Too many sign-in codes requested for this e-mail\. Try again in 15 minutes\./,
      );
    }
    t.clock.advance(15 * 60_000 + 1000);
    assert.equal((await sendOtp('limited@example.com', '10.0.0.1')).statusCode, 200);
  });

  test('another client’s repeated requests for an e-mail do not stop its owner from getting and using a code', async () => {
    for (let i = 0; i < 5; i += 1) await sendOtp(DEMO.condoAdmin, '203.0.113.66');
    assert.equal((await sendOtp(DEMO.condoAdmin, '203.0.113.66')).statusCode, 429, 'the other client is limited');
    const mailed = t.mail.sent.length;
    assert.equal((await sendOtp(DEMO.condoAdmin, '192.0.2.10')).statusCode, 200, 'the owner is not');
    assert.equal(t.mail.sent.length, mailed + 1);
    assert.equal((await login(DEMO.condoAdmin, codeFor(DEMO.condoAdmin))).statusCode, 200);
  });

  test('a pending code still works after someone else asks for more codes: the same code is sent again', async () => {
    await sendOtp(DEMO.manager, '192.0.2.20');
    const pending = codeFor(DEMO.manager);
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await sendOtp(DEMO.manager, '203.0.113.77')).statusCode, 200);
      assert.equal(codeFor(DEMO.manager), pending);
    }
    assert.equal((await login(DEMO.manager, pending)).statusCode, 200);
  });

  test('a code with under a minute left is not sent again: a fresh one comes, and both work until they expire', async () => {
    await sendOtp(DEMO.manager);
    const old = codeFor(DEMO.manager);
    t.clock.advance(4 * 60_000 + 30_000);
    await sendOtp(DEMO.manager);
    const fresh = codeFor(DEMO.manager);
    assert.notEqual(fresh, old);
    assert.equal((await login(DEMO.manager, old)).statusCode, 200);
    assert.equal((await login(DEMO.manager, fresh)).statusCode, 200);
  });

  test('limits requests per client address', async () => {
    const strict = await attachApp(t, { rateLimits: { sendOtpPerAddress: 3 } });
    try {
      const send = (email: string, remoteAddress: string) =>
        strict.app.inject({ method: 'POST', url: '/admin/send_otp', headers: { authorization: email }, remoteAddress });
      for (let i = 0; i < 3; i += 1) assert.equal((await send(`ip${i}@example.com`, '192.0.2.7')).statusCode, 200);
      const limited = await send('ip9@example.com', '192.0.2.7');
      assert.equal(limited.statusCode, 429);
      assert.match(limited.json().message, /^Too many requests from this address\. Try again in /);
      assert.equal((await send('ip9@example.com', '192.0.2.8')).statusCode, 200, 'another address is not limited');
    } finally {
      await strict.app.close();
    }
  });
});

describe('POST /admin/login', () => {
  test('signs in with the mailed code, answers as the console expects and records the login', async () => {
    await sendOtp(DEMO.viewer);
    const response = await login(DEMO.viewer, codeFor(DEMO.viewer));
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.message, 'Login Successfully.!!!');
    assert.equal(typeof body.data.token, 'string');
    assert.equal(typeof body.data.refresh_token, 'string');
    const [user] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, DEMO.viewer));
    assert.ok(user?.lastLogin && Math.abs(user.lastLogin.getTime() - t.clock.now().getTime()) < 1000);
  });

  test('a code works once', async () => {
    await sendOtp(DEMO.viewer);
    const code = codeFor(DEMO.viewer);
    assert.equal((await login(DEMO.viewer, code)).statusCode, 200);
    const again = await login(DEMO.viewer, code);
    assert.equal(again.statusCode, 401);
    assert.match(again.json().message, /already used/);
  });

  test('a code expires after 5 minutes', async () => {
    await sendOtp(DEMO.viewer);
    const code = codeFor(DEMO.viewer);
    t.clock.advance(5 * 60_000 + 1);
    const response = await login(DEMO.viewer, code);
    assert.equal(response.statusCode, 401);
    assert.match(response.json().message, /expired/);
  });

  test('a wrong code says so; after 5 wrong codes even the right one is refused', async () => {
    t.clock.advance(16 * 60_000); // a fresh per-e-mail window
    await sendOtp(DEMO.admin);
    const code = codeFor(DEMO.admin);
    const first = await login(DEMO.admin, wrong(code));
    assert.equal(first.statusCode, 401);
    assert.equal(first.json().message, 'Wrong code. 4 tries left.');
    for (let i = 0; i < 4; i += 1) await login(DEMO.admin, wrong(code));
    const right = await login(DEMO.admin, code);
    assert.equal(right.statusCode, 401);
    assert.equal(right.json().message, 'Too many wrong codes. Request a new code.');
    await sendOtp(DEMO.admin);
    assert.equal((await login(DEMO.admin, codeFor(DEMO.admin))).statusCode, 200, 'a new code works');
  });

  test('an unknown e-mail cannot sign in', async () => {
    await sendOtp('stranger@example.com');
    const response = await login('stranger@example.com', '123456');
    assert.equal(response.statusCode, 401);
  });

  test('turns validation failures into 422 with one message per field', async () => {
    const noBody = await t.app.inject({ method: 'POST', url: '/admin/login', headers: { authorization: DEMO.viewer } });
    assert.equal(noBody.statusCode, 422);
    assert.deepEqual(noBody.json(), { message: 'otp_token is required', data: ['otp_token is required'] });
    const short = await login(DEMO.viewer, '12');
    assert.equal(short.statusCode, 422);
    assert.deepEqual(short.json().data, ['otp_token must be the 6-digit code from the e-mail']);
  });
});

describe('POST /login', () => {
  test('signs a demo user in with the demo password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { user_name: DEMO.manager, password: 'demo-password-2026' },
    });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(typeof data.auth_token, 'string');
    assert.equal(typeof data.refresh_token, 'string');
  });

  test('refuses a wrong password and an unknown user alike', async () => {
    for (const payload of [
      { user_name: DEMO.manager, password: 'wrong' },
      { user_name: 'nobody@example.com', password: 'demo-password-2026' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/login', payload });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Invalid e-mail or password' });
    }
  });

  test('names every missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login', payload: {} });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().data, ['user_name is required', 'password is required']);
  });

  test('after 5 failed passwords the account is refused with 429 for 2^n seconds, growing, until a success', async () => {
    const logged: string[] = [];
    const watched = await attachApp(t, { logger: { level: 'warn', stream: { write: (line) => logged.push(line) } } });
    try {
      const attempt = (password: string) =>
        watched.app.inject({ method: 'POST', url: '/login', payload: { user_name: DEMO.condoAdmin, password } });
      for (let i = 0; i < 5; i += 1) assert.equal((await attempt('wrong')).statusCode, 401);
      const locked = await attempt(DEMO_PASSWORD);
      assert.equal(locked.statusCode, 429, 'even the right password waits');
      assert.deepEqual(locked.json(), {
        message: 'Too many failed sign-ins for this account. Try again in 32 seconds.',
      });
      assert.ok(logged.some((line) => line.includes('locked out') && line.includes(DEMO.condoAdmin)));
      const [lockOut] = await t.database.db
        .select({ actorEmail: auditEvents.actorEmail, changes: auditEvents.changes })
        .from(auditEvents)
        .where(eq(auditEvents.action, 'locked_out'))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      assert.equal(lockOut?.actorEmail, DEMO.condoAdmin, "the lock-out is in the account's History");
      assert.deepEqual((lockOut?.changes as Record<string, unknown> | undefined)?.method, [null, 'password']);

      watched.clock.advance(33_000);
      assert.equal((await attempt('wrong')).statusCode, 401);
      assert.match((await attempt(DEMO_PASSWORD)).json().message, /Try again in 64 seconds\./);
      watched.clock.advance(65_000);
      assert.equal((await attempt(DEMO_PASSWORD)).statusCode, 200);
      assert.equal((await attempt('wrong')).statusCode, 401, 'a success starts the count again');
      assert.equal((await attempt(DEMO_PASSWORD)).statusCode, 200);
    } finally {
      await watched.app.close();
    }
  });

  test('an unknown e-mail is refused after 5 failures just like an account', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/login', payload: { user_name: 'ghost@example.com', password: 'x' } });
    for (let i = 0; i < 5; i += 1) assert.equal((await attempt()).statusCode, 401);
    const locked = await attempt();
    assert.equal(locked.statusCode, 429);
    assert.match(locked.json().message, /^Too many failed sign-ins for this account\. Try again in \d+ seconds\.$/);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { adminUsers, tablePreferences } from '../../db/schema';
import { attachApp, DEMO, startTestApp, type TestApp } from '../../test/harness';
import { MAX_COLUMNS, MAX_LISTS_PER_USER } from './schemas';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const url = (list: string) => `/api/v1/preferences/tables/${list}`;
type Method = 'GET' | 'PUT' | 'DELETE';

async function call(method: Method, list: string, as: string = DEMO.manager, payload?: object, app = t) {
  return app.app.inject({ method, url: url(list), headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}
const save = (list: string, preferences: object, as: string = DEMO.manager) => call('PUT', list, as, { preferences });

const OUTBOX = {
  columns: [
    { key: 'status', hidden: false },
    { key: 'recipient', hidden: true },
    { key: 'sent_at', hidden: false },
  ],
  density: 'compact',
};

describe('Table preferences', () => {
  test('none saved: data null', async () => {
    const answer = await call('GET', 'never-saved');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json(), { data: null });
  });

  test('saved, read back in the same order, saved again over it, and reset', async () => {
    const saved = await save('outbox', OUTBOX);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), { data: { list: 'outbox', ...OUTBOX } });
    assert.deepEqual((await call('GET', 'outbox')).json(), { data: { list: 'outbox', ...OUTBOX } });

    const again = { columns: [{ key: 'sent_at', hidden: true }], density: 'comfortable' };
    assert.equal((await save('outbox', again)).statusCode, 200);
    assert.deepEqual((await call('GET', 'outbox')).json(), { data: { list: 'outbox', ...again } });

    const reset = await call('DELETE', 'outbox');
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(typeof reset.json().message, 'string');
    assert.deepEqual((await call('GET', 'outbox')).json(), { data: null });
    assert.equal((await call('DELETE', 'outbox')).statusCode, 200, 'a reset of nothing answers the same');
  });

  test('only the contract’s fields are kept', async () => {
    const answer = await save('extra-fields', {
      columns: [{ key: 'name', hidden: false, width: 300 }],
      density: 'compact',
      theme: 'dark',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json().data, {
      list: 'extra-fields',
      columns: [{ key: 'name', hidden: false }],
      density: 'compact',
    });
  });

  test('each user has their own: one never reads, changes nor resets another’s', async () => {
    await save('cameras', OUTBOX, DEMO.manager);
    assert.deepEqual((await call('GET', 'cameras', DEMO.viewer)).json(), { data: null });
    const theirs = { columns: [{ key: 'name', hidden: true }], density: 'comfortable' };
    assert.equal((await save('cameras', theirs, DEMO.viewer)).statusCode, 200);
    assert.deepEqual((await call('GET', 'cameras', DEMO.manager)).json().data.columns, OUTBOX.columns);
    await call('DELETE', 'cameras', DEMO.viewer);
    assert.deepEqual((await call('GET', 'cameras', DEMO.manager)).json().data.density, 'compact');
    assert.deepEqual((await call('GET', 'cameras', DEMO.viewer)).json(), { data: null });
  });

  test('any signed-in user, also one of no condo; without a token 401', async () => {
    const [loner] = await t.database.db
      .insert(adminUsers)
      .values({ email: 'no-condo@demo.condo', firstName: 'Loner' })
      .returning({ id: adminUsers.id });
    assert.equal((await save('condo-list', OUTBOX, 'no-condo@demo.condo')).statusCode, 200);
    assert.equal((await call('GET', 'condo-list', 'no-condo@demo.condo')).json().data.density, 'compact');

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await t.app.inject({ method, url: url('condo-list'), payload: { preferences: OUTBOX } });
      assert.equal(answer.statusCode, 401, `${method}: ${answer.body}`);
      const wrong = await t.app.inject({ method, url: url('condo-list'), headers: { authorization: 'JWT nonsense' } });
      assert.equal(wrong.statusCode, 401, method);
    }

    // A deleted user's settings go with them.
    await t.database.db.delete(adminUsers).where(eq(adminUsers.id, (loner as { id: number }).id));
    const left = await t.database.db
      .select()
      .from(tablePreferences)
      .where(and(eq(tablePreferences.adminUserId, (loner as { id: number }).id)));
    assert.deepEqual(left, []);
  });

  test('refuses bad input with a message naming the field', async () => {
    const refused = async (list: string, preferences: unknown, expected: RegExp) => {
      const answer = await call('PUT', list, DEMO.manager, { preferences });
      assert.equal(answer.statusCode, 422, answer.body);
      const { message, data } = answer.json();
      assert.match(message, expected);
      assert.ok(Array.isArray(data) && data.length > 0);
    };
    await refused('Outbox', OUTBOX, /^list must be 1 to 64 lowercase letters, digits or dashes$/);
    await refused('a'.repeat(65), OUTBOX, /^list must be at most 64 characters/);
    await refused('out_box', OUTBOX, /^list must be 1 to 64 lowercase letters, digits or dashes$/);
    await refused(
      'outbox',
      { ...OUTBOX, density: 'cosy' },
      /^preferences\.density must be one of comfortable, compact$/,
    );
    await refused('outbox', { columns: OUTBOX.columns }, /^preferences\.density is required$/);
    await refused(
      'outbox',
      { ...OUTBOX, columns: [{ key: 'Sent At', hidden: false }] },
      /^preferences\.columns\.0\.key must be 1 to 64 lowercase letters, digits, dots, dashes or underscores$/,
    );
    await refused('outbox', { ...OUTBOX, columns: [{ key: '', hidden: false }] }, /^preferences\.columns\.0\.key /);
    await refused('outbox', { ...OUTBOX, columns: [{ key: 'name' }] }, /^preferences\.columns\.0\.hidden is required$/);
    await refused(
      'outbox',
      { ...OUTBOX, columns: [{ key: 'name', hidden: 'yes' }] },
      /^preferences\.columns\.0\.hidden must be a boolean$/,
    );
    const many = Array.from({ length: MAX_COLUMNS + 1 }, (_, index) => ({ key: `c${index}`, hidden: false }));
    await refused('outbox', { ...OUTBOX, columns: many }, /^preferences\.columns .*50/);
    await refused(
      'outbox',
      { ...OUTBOX, columns: [...OUTBOX.columns, { key: 'status', hidden: true }] },
      /^preferences\.columns lists status more than once$/,
    );
    const missing = await call('PUT', 'outbox', DEMO.manager, {});
    assert.equal(missing.statusCode, 422);
    assert.match(missing.json().message, /preferences is required/);
    assert.equal((await call('GET', 'Not-A-List')).statusCode, 422);
    assert.equal((await call('DELETE', 'not_a_list')).statusCode, 422);

    const allowed = Array.from({ length: MAX_COLUMNS }, (_, index) => ({
      key: `a.b_c-${index}`,
      hidden: index % 2 === 0,
    }));
    assert.equal((await save('outbox', { ...OUTBOX, columns: allowed })).statusCode, 200, 'at most 50, any key form');
    assert.deepEqual((await call('GET', 'outbox')).json().data.columns, allowed, 'a refused save changed nothing');
  });

  test(`keeps at most ${MAX_LISTS_PER_USER} lists a user; saving one of them again still works`, async () => {
    const as = DEMO.condoAdmin;
    const [user] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, as));
    const id = (user as { id: number }).id;
    const value = { columns: [], density: 'comfortable' as const };
    await t.database.db
      .insert(tablePreferences)
      .values(
        Array.from({ length: MAX_LISTS_PER_USER }, (_, index) => ({ adminUserId: id, list: `l-${index}`, value })),
      );
    const refused = await save('one-more', OUTBOX, as);
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().message, /At most 200 lists/);
    assert.equal((await save('l-7', OUTBOX, as)).statusCode, 200);
    await call('DELETE', 'l-7', as);
    assert.equal((await save('one-more', OUTBOX, as)).statusCode, 200);
  });

  test('API_CONTRACT=spec: the routes answer 404, as the spec’s backend would', async () => {
    const spec = await attachApp(t, { contract: 'spec' });
    try {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const answer = await call(method, 'outbox', DEMO.manager, { preferences: OUTBOX }, spec);
        assert.equal(answer.statusCode, 404, `${method}: ${answer.body}`);
        const anonymous = await spec.app.inject({ method, url: url('outbox') });
        assert.equal(anonymous.statusCode, 404, 'not a 401 without a token');
      }
    } finally {
      await spec.app.close();
    }
  });
});

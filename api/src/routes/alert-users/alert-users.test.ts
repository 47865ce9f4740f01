import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { alertUserCondos, alertUsers, condos } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
const condoId = new Map<string, number>();
before(async () => {
  t = await startTestApp();
  for (const row of await t.database.db.select({ id: condos.id, alias: condos.aliasName }).from(condos)) {
    condoId.set(row.alias, row.id);
  }
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
const id = (alias: string) => condoId.get(alias) as number;
const byNumber = (a: number, b: number) => a - b;
type AlertUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_code: number;
  status: string;
  last_login: string | null;
  condo_ids: number[];
};

async function call(as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

async function byEmail(email: string, as: string = DEMO.admin, prefix = MB): Promise<AlertUser> {
  const rows = (await call(as, 'GET', `${prefix}/api/v1/alert_users`)).json().data as AlertUser[];
  const found = rows.find((row) => row.email === email);
  assert.ok(found, email);
  return found;
}

async function assignments(alertUserId: number) {
  const rows = await t.database.db
    .select({ condoId: alertUserCondos.condoId })
    .from(alertUserCondos)
    .where(eq(alertUserCondos.alertUserId, alertUserId))
    .orderBy(asc(alertUserCondos.condoId));
  return rows.map((row) => row.condoId);
}

let unique = 0;
const person = (extra: object = {}) => ({
  alert_users: {
    condo_ids: [id('marina-bay')],
    first_name: 'Alerted',
    last_name: 'Person',
    email: `alerted.${++unique}@alerts.test`,
    phone: '91112222',
    ...extra,
  },
});

describe('GET /api/v1/alert_users', () => {
  test("this condo's alert users by name, all of them without per_page, paged with it", async () => {
    const all = await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_users`);
    assert.equal(all.statusCode, 200);
    const body = all.json() as { data: AlertUser[]; total_entries: number };
    assert.equal(body.total_entries, 12);
    assert.equal(body.data.length, 12);
    assert.deepEqual(Object.keys(body.data[0] as AlertUser).sort(), [
      'condo_ids',
      'country_code',
      'email',
      'first_name',
      'id',
      'last_login',
      'last_name',
      'phone',
      'status',
    ]);
    const ordered = await t.database.db
      .select({ id: alertUsers.id })
      .from(alertUserCondos)
      .innerJoin(alertUsers, eq(alertUsers.id, alertUserCondos.alertUserId))
      .where(eq(alertUserCondos.condoId, id('marina-bay')))
      .orderBy(asc(alertUsers.firstName), asc(alertUsers.lastName), asc(alertUsers.id));
    assert.deepEqual(
      body.data.map((row) => row.id),
      ordered.map((row) => row.id),
      'by first name, last name (the database collation)',
    );
    const page = (await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_users?page=2&per_page=5`)).json();
    assert.deepEqual(
      (page.data as AlertUser[]).map((row) => row.id),
      body.data.slice(5, 10).map((row) => row.id),
    );
    assert.equal(page.total_entries, 12);
    const search = (await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_users?query=hui%20min`)).json();
    assert.deepEqual(
      (search.data as AlertUser[]).map((row) => row.email),
      ['huimin.chen@alerts.demo'],
    );
  });

  test('condo_ids lists only the condos the caller may see', async () => {
    const email = 'ahmad.hassan@alerts.demo';
    assert.deepEqual(
      (await byEmail(email, DEMO.admin)).condo_ids,
      [id('marina-bay'), id('orchid-gardens')].sort(byNumber),
    );
    assert.deepEqual((await byEmail(email, DEMO.manager)).condo_ids, [id('marina-bay')]);
  });

  test('needs alert_users index: the Viewer has none, the read-only User group reads', async () => {
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/alert_users`)).statusCode, 403);
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/alert_users/all_condos`)).statusCode, 403);
    const staff = (
      await call(DEMO.admin, 'GET', `${MB}/api/v1/users?role_group[]=User&status[]=active&per_page=1`)
    ).json().data[0];
    assert.equal((await call(staff.email, 'GET', `${MB}/api/v1/alert_users`)).statusCode, 200);
    assert.equal((await call(staff.email, 'POST', `${MB}/api/v1/alert_users`, person())).statusCode, 403);
  });
});

describe('GET /api/v1/alert_users/all_condos', () => {
  test('a super admin: every condo by name; anyone else: the condos they are a member of', async () => {
    const all = (await call(DEMO.admin, 'GET', `${MB}/api/v1/alert_users/all_condos`)).json().data as {
      id: number;
      name: string;
    }[];
    assert.equal(all.length, condoId.size);
    const ordered = await t.database.db
      .select({ id: condos.id, name: condos.name })
      .from(condos)
      .orderBy(asc(condos.name), asc(condos.id));
    assert.deepEqual(all, ordered);
    const mine = (await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_users/all_condos`)).json().data;
    assert.deepEqual(mine, [{ id: id('marina-bay'), name: 'Marina Bay Residences' }]);
  });
});

describe('POST /api/v1/alert_users', () => {
  test('makes an alert user of the condos given, e-mail lower-case, country code 65 and active by default', async () => {
    const body = person({ email: `New.Person.${++unique}@Alerts.Test` });
    const response = await call(DEMO.manager, 'POST', `${MB}/api/v1/alert_users`, body);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Alert user created successfully');
    const { data } = response.json() as { data: AlertUser };
    assert.deepEqual(
      [data.email, data.country_code, data.status, data.condo_ids, data.last_login],
      [body.alert_users.email.toLowerCase(), 65, 'active', [id('marina-bay')], null],
    );
  });

  test('required fields and formats are 422s naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ first_name: undefined }, /alert_users\.first_name is required/],
      [{ last_name: undefined }, /alert_users\.last_name is required/],
      [{ email: undefined }, /alert_users\.email is required/],
      [{ phone: undefined }, /alert_users\.phone is required/],
      [{ condo_ids: undefined }, /alert_users\.condo_ids is required/],
      [{ condo_ids: [] }, /alert_users\.condo_ids/],
      [{ last_name: '  ' }, /last_name must not be empty/],
      [{ email: 'nope' }, /alert_users\.email must be an e-mail address/],
      [{ phone: '+6591112222' }, /alert_users\.phone must be digits only, at most 12/],
      [{ country_code: 1 }, /alert_users\.country_code must be one of 65, 91/],
      [{ status: 'paused' }, /alert_users\.status must be one of active, inactive/],
    ];
    for (const [change, message] of cases) {
      const response = await call(DEMO.manager, 'POST', `${MB}/api/v1/alert_users`, person(change));
      assert.equal(response.statusCode, 422, JSON.stringify(change));
      assert.match(response.json().message, message, JSON.stringify(change));
    }
  });

  test('the e-mail is unique among alert users', async () => {
    const response = await call(
      DEMO.manager,
      'POST',
      `${MB}/api/v1/alert_users`,
      person({ email: 'Jasmine.Yeo@alerts.demo' }),
    );
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().message, 'An alert user with this e-mail already exists');
  });

  test('each condo must be one the caller may see', async () => {
    const orchid = id('orchid-gardens');
    const response = await call(
      DEMO.manager,
      'POST',
      `${MB}/api/v1/alert_users`,
      person({ condo_ids: [id('marina-bay'), orchid] }),
    );
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().message, `condo_ids ${orchid} must be a condo you can assign`);
    const bySuperAdmin = await call(DEMO.admin, 'POST', `${MB}/api/v1/alert_users`, person({ condo_ids: [orchid] }));
    assert.equal(bySuperAdmin.statusCode, 200, 'assigned elsewhere only: answered as it is');
    assert.deepEqual(bySuperAdmin.json().data.condo_ids, [orchid]);
    const missing = await call(DEMO.admin, 'POST', `${MB}/api/v1/alert_users`, person({ condo_ids: [2_000_000] }));
    assert.equal(missing.statusCode, 422);
  });
});

describe('PUT /api/v1/alert_users/{id}', () => {
  test('replaces the assignments the caller can see and keeps the others', async () => {
    const ahmad = await byEmail('ahmad.hassan@alerts.demo', DEMO.manager);
    const before = await assignments(ahmad.id);
    assert.deepEqual(before, [id('marina-bay'), id('orchid-gardens')].sort(byNumber));
    const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/alert_users/${ahmad.id}`, {
      alert_users: { ...ahmad, id: undefined, condo_ids: [id('marina-bay')], email: ahmad.email.toUpperCase() },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Alert user updated successfully');
    assert.deepEqual(response.json().data.condo_ids, [id('marina-bay')]);
    assert.deepEqual(await assignments(ahmad.id), before, 'orchid-gardens, which the manager cannot see, stays');

    const refused = await call(DEMO.manager, 'PUT', `${MB}/api/v1/alert_users/${ahmad.id}`, {
      alert_users: { condo_ids: [id('orchid-gardens')] },
    });
    assert.equal(refused.statusCode, 422);

    // Ahmad also gets orchid-gardens' alerts: the manager cannot redirect them there.
    const redirect = await call(DEMO.manager, 'PUT', `${MB}/api/v1/alert_users/${ahmad.id}`, {
      alert_users: { phone: '90000001' },
    });
    assert.equal(redirect.statusCode, 422);
    assert.match(redirect.json().message, /also receives alerts of condos you cannot see/);
    const bySuperAdmin = await call(DEMO.admin, 'PUT', `${MB}/api/v1/alert_users/${ahmad.id}`, {
      alert_users: { phone: '90000001', status: 'inactive' },
    });
    assert.equal(bySuperAdmin.statusCode, 200);
    assert.deepEqual([bySuperAdmin.json().data.phone, bySuperAdmin.json().data.status], ['90000001', 'inactive']);
    const chloe = await byEmail('chloe.tan@alerts.demo');
    const own = await call(DEMO.manager, 'PUT', `${MB}/api/v1/alert_users/${chloe.id}`, {
      alert_users: { phone: '90000002', country_code: 91 },
    });
    assert.equal(own.statusCode, 200, 'a person of only the condos the manager sees is theirs to edit');
    assert.deepEqual([own.json().data.phone, own.json().data.country_code], ['90000002', 91]);

    const moved = await call(DEMO.admin, 'PUT', `${MB}/api/v1/alert_users/${ahmad.id}`, {
      alert_users: { condo_ids: [id('orchid-gardens'), id('jurong-lakeside')] },
    });
    assert.equal(moved.statusCode, 200, 'a super admin sees every condo, so replaces them all');
    assert.deepEqual(await assignments(ahmad.id), [id('orchid-gardens'), id('jurong-lakeside')].sort(byNumber));
  });

  test("another alert user's e-mail is a 422; an alert user not of this condo is a 404", async () => {
    const chloe = await byEmail('chloe.tan@alerts.demo');
    const taken = await call(DEMO.manager, 'PUT', `${MB}/api/v1/alert_users/${chloe.id}`, {
      alert_users: { email: 'deepa.nair@alerts.demo' },
    });
    assert.equal(taken.statusCode, 422);
    assert.equal(taken.json().message, 'An alert user with this e-mail already exists');
    const same = await call(DEMO.manager, 'PUT', `${MB}/api/v1/alert_users/${chloe.id}`, {
      alert_users: { email: 'CHLOE.TAN@alerts.demo', first_name: ' Chloe ' },
    });
    assert.equal(same.statusCode, 200, 'its own e-mail is no clash');

    const jasmine = await byEmail('jasmine.yeo@alerts.demo', DEMO.admin, OG);
    const foreign = await call(DEMO.admin, 'PUT', `${MB}/api/v1/alert_users/${jasmine.id}`, {
      alert_users: { first_name: 'X' },
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await call(DEMO.admin, 'DELETE', `${MB}/api/v1/alert_users/${jasmine.id}`)).statusCode, 404);
  });
});

describe('DELETE /api/v1/alert_users/{id}', () => {
  test("removes this condo's assignment; the person goes when no condo is left", async () => {
    const daniel = await byEmail('daniel.lim@alerts.demo');
    const removed = await call(DEMO.manager, 'DELETE', `${MB}/api/v1/alert_users/${daniel.id}`);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { message: 'Deleted Successfully..!!' });
    assert.deepEqual(await assignments(daniel.id), [id('orchid-gardens')]);

    const deepa = await byEmail('deepa.nair@alerts.demo');
    assert.equal((await call(DEMO.manager, 'DELETE', `${MB}/api/v1/alert_users/${deepa.id}`)).statusCode, 200);
    const [gone] = await t.database.db.select().from(alertUsers).where(eq(alertUsers.id, deepa.id));
    assert.equal(gone, undefined);
    assert.equal((await call(DEMO.manager, 'DELETE', `${MB}/api/v1/alert_users/${deepa.id}`)).statusCode, 404);
  });

  test('a Viewer gets 403 on every write', async () => {
    const kabir = await byEmail('kabir.singh@alerts.demo');
    const writes = await Promise.all([
      call(DEMO.viewer, 'POST', `${MB}/api/v1/alert_users`, person()),
      call(DEMO.viewer, 'PUT', `${MB}/api/v1/alert_users/${kabir.id}`, { alert_users: { first_name: 'X' } }),
      call(DEMO.viewer, 'DELETE', `${MB}/api/v1/alert_users/${kabir.id}`),
    ]);
    for (const response of writes) assert.equal(response.statusCode, 403);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { ASSIGNABLE_ROLES } from '../../access/role-permissions';
import { adminUsers, condoMemberships, condos, jobs, outboxes, roleGroups } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { WELCOME_SUBJECT } from './mails';

let t: TestApp;
const groups = new Map<string, number>();
before(async () => {
  t = await startTestApp();
  const response = await call(DEMO.admin, 'GET', `${MB}/api/v1/role_groups?type=UserRoleGroup`);
  for (const group of response.json().data as { id: number; name: string }[]) groups.set(group.name, group.id);
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
type User = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  country_code: number;
  status: string;
  role_group: { id: number; name: string };
  read_only: boolean;
  last_login: string | null;
};

async function call(as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

let unique = 0;
const newEmail = (tag: string) => `${tag.toLowerCase().replace(/\W+/g, '-')}.${++unique}@identity.test`;
const groupId = (name: string) => {
  const id = groups.get(name);
  assert.ok(id, `role group ${name}`);
  return id;
};

/** A new member of `condo` with `role`, made by the super admin. */
async function member(role: string, condo = MB, extra: object = {}) {
  const email = newEmail(role);
  const response = await call(DEMO.admin, 'POST', `${condo}/api/v1/users`, {
    users: { role_group_id: groupId(role), first_name: role, last_name: 'Tester', email, ...extra },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as User;
}

/** Every UserRoleGroup (the users form's list), the targets of the matrix. */
const TARGETS = ['Admin', 'All', 'Condo Manager', 'Demo', 'Device Manager', 'Resident', 'User', 'Viewer'];

describe('the role-assignment matrix (spec part 2 §6) on create', () => {
  // Expected answers by caller role: 200 allowed, 422 a role the caller may not assign, 403 no users create at all.
  const expected = (caller: string, target: string): number => {
    if (caller === 'Super Admin') return 200;
    if (caller === 'Viewer' || caller === 'User') return 403;
    const assignable = ASSIGNABLE_ROLES[caller];
    return assignable === 'all' || assignable?.includes(target) ? 200 : 422;
  };

  test('the role groups offered are the UserRoleGroups', () => {
    assert.deepEqual([...groups.keys()].sort(), TARGETS);
  });

  for (const caller of ['Super Admin', 'Condo Manager', 'Device Manager', 'Admin', 'All', 'Viewer', 'User']) {
    test(`${caller} creates users of exactly the roles it may assign`, async () => {
      const as = caller === 'Super Admin' ? DEMO.admin : (await member(caller)).email;
      const answers: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const target of TARGETS) {
        const response = await call(as, 'POST', `${MB}/api/v1/users`, {
          users: { role_group_id: groupId(target), first_name: 'Matrix', email: newEmail(`m-${target}`) },
        });
        answers[target] = response.statusCode;
        wanted[target] = expected(caller, target);
        if (response.statusCode === 422) {
          assert.equal(response.json().message, `Your role (${caller}) may not assign the role ${target}`);
        }
        if (response.statusCode === 200) assert.equal(response.json().data.role_group.name, target);
      }
      assert.deepEqual(answers, wanted);
    });
  }

  test('the matrix holds for role changes too', async () => {
    const user = await member('User');
    const promote = await call(DEMO.condoAdmin, 'PUT', `${MB}/api/v1/users/${user.id}`, {
      users: { role_group_id: groupId('Condo Manager') },
    });
    assert.equal(promote.statusCode, 422);
    assert.equal(promote.json().message, 'Your role (Admin) may not assign the role Condo Manager');
    const byManager = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${user.id}`, {
      users: { role_group_id: groupId('Device Manager') },
    });
    assert.equal(byManager.statusCode, 200, byManager.body);
    assert.equal(byManager.json().data.role_group.name, 'Device Manager');
  });
});

describe('changing and removing users of a role the caller may not assign', () => {
  test('an Admin cannot edit or remove a Condo Manager; a Condo Manager cannot touch All or Viewer', async () => {
    const manager = await member('Condo Manager');
    const edit = await call(DEMO.condoAdmin, 'PUT', `${MB}/api/v1/users/${manager.id}`, { users: { first_name: 'X' } });
    assert.equal(edit.statusCode, 422);
    assert.equal(edit.json().message, 'Your role (Admin) may not change a user whose role is Condo Manager');
    const remove = await call(DEMO.condoAdmin, 'DELETE', `${MB}/api/v1/users/${manager.id}`);
    assert.equal(remove.statusCode, 422);
    assert.equal(remove.json().message, 'Your role (Admin) may not remove a user whose role is Condo Manager');

    for (const role of ['All', 'Viewer']) {
      const target = await member(role);
      const put = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${target.id}`, { users: { last_name: 'Y' } });
      assert.equal(put.statusCode, 422, role);
      const del = await call(DEMO.manager, 'DELETE', `${MB}/api/v1/users/${target.id}`);
      assert.equal(del.statusCode, 422, role);
      assert.equal(del.json().message, `Your role (Condo Manager) may not remove a user whose role is ${role}`);
    }
    const unchanged = await call(DEMO.admin, 'GET', `${MB}/api/v1/users?query=${encodeURIComponent(manager.email)}`);
    assert.equal(unchanged.json().data[0].first_name, 'Condo Manager');
  });

  test('only a super admin changes or removes a super admin', async () => {
    const [admin] = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, DEMO.admin));
    const put = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${admin?.id}`, {
      users: { email: 'taken-over@example.com' },
    });
    assert.equal(put.statusCode, 422);
    assert.equal(put.json().message, 'Only a super admin may change a super admin');
    const del = await call(DEMO.manager, 'DELETE', `${MB}/api/v1/users/${admin?.id}`);
    assert.equal(del.statusCode, 422);
  });

  test('an Admin edits and removes a User', async () => {
    const user = await member('User');
    const put = await call(DEMO.condoAdmin, 'PUT', `${MB}/api/v1/users/${user.id}`, {
      users: { first_name: '  Renamed ', phone: '91234567', read_only: true },
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(put.json().message, 'User updated successfully');
    assert.deepEqual(
      { first: put.json().data.first_name, phone: put.json().data.phone, readOnly: put.json().data.read_only },
      { first: 'Renamed', phone: '91234567', readOnly: true },
    );
    const del = await call(DEMO.condoAdmin, 'DELETE', `${MB}/api/v1/users/${user.id}`);
    assert.equal(del.statusCode, 200);
    assert.deepEqual(del.json(), { message: 'Deleted Successfully..!!' });
    const [account] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    assert.ok(account, 'the account stays; only the membership goes');
    const again = await call(DEMO.condoAdmin, 'DELETE', `${MB}/api/v1/users/${user.id}`);
    assert.equal(again.statusCode, 404);
  });
});

describe('the caller themself', () => {
  test('cannot change their own role, make themself read-only or inactive, or remove themself', async () => {
    const [me] = (await call(DEMO.manager, 'GET', `${MB}/api/v1/users?query=${DEMO.manager}`)).json().data as User[];
    assert.ok(me);
    const cases: [object, string][] = [
      [{ role_group_id: groupId('Admin') }, 'You cannot change your own role'],
      [{ read_only: true }, 'You cannot make yourself read-only'],
      [{ status: 'inactive' }, 'You cannot deactivate yourself'],
    ];
    for (const [users, message] of cases) {
      const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${me.id}`, { users });
      assert.equal(response.statusCode, 422);
      assert.equal(response.json().message, message);
    }
    const del = await call(DEMO.manager, 'DELETE', `${MB}/api/v1/users/${me.id}`);
    assert.equal(del.statusCode, 422);
    assert.equal(del.json().message, 'You cannot remove yourself from this condo');
    const rename = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${me.id}`, {
      users: { last_name: 'Menon', role_group_id: me.role_group.id },
    });
    assert.equal(rename.statusCode, 200, 'their own name, with their role unchanged, is theirs to edit');
    assert.equal(rename.json().data.last_name, 'Menon');
  });
});

describe('validation', () => {
  const create = (users: object) => call(DEMO.admin, 'POST', `${MB}/api/v1/users`, { users });
  const base = () => ({ role_group_id: groupId('User'), first_name: 'Val', email: newEmail('val') });

  test('names the field: first_name and email required, formats, enumerations', async () => {
    const cases: [object, RegExp][] = [
      [{ first_name: undefined }, /users\.first_name is required/],
      [{ email: undefined }, /users\.email is required/],
      [{ first_name: '   ' }, /first_name must not be empty/],
      [{ email: 'not-an-email' }, /users\.email must be an e-mail address/],
      [{ phone: '9123 4567' }, /users\.phone must be digits only, at most 12/],
      [{ phone: '1234567890123' }, /users\.phone must be at most 12 characters/],
      [{ country_code: 44 }, /users\.country_code must be one of 65, 91/],
      [{ status: 'blocked' }, /users\.status must be one of active, inactive/],
      [{ role_group_id: undefined }, /users\.role_group_id is required/],
    ];
    for (const [change, message] of cases) {
      const response = await create({ ...base(), ...change });
      assert.equal(response.statusCode, 422, JSON.stringify(change));
      assert.match(response.json().message, message, JSON.stringify(change));
    }
  });

  test('stores the e-mail lower-case, defaults country code 65 and status active, ignores auth_token', async () => {
    const email = newEmail('Mixed');
    const response = await create({ ...base(), email: email.toUpperCase(), auth_token: 'ignored-token-value' });
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json() as { data: User };
    assert.deepEqual(
      {
        email: data.email,
        country: data.country_code,
        status: data.status,
        phone: data.phone,
        readOnly: data.read_only,
      },
      { email, country: 65, status: 'active', phone: null, readOnly: false },
    );
    assert.equal(response.json().message, 'User created successfully');
  });

  test('an e-mail already in this condo is a 422; a super admin adds an account of another condo as it is', async () => {
    const taken = await create({ ...base(), email: DEMO.manager.toUpperCase() });
    assert.equal(taken.statusCode, 422);
    assert.equal(taken.json().message, 'A user with this e-mail already exists in this condo');

    const elsewhere = await member('User', OG, { phone: '81112222' });
    const joined = await create({
      role_group_id: groupId('Admin'),
      first_name: 'Someone Else',
      last_name: 'Entirely',
      email: elsewhere.email,
      phone: '99999999',
      status: 'inactive',
    });
    assert.equal(joined.statusCode, 200, joined.body);
    assert.match(joined.json().message, /^The existing user .* was added to this condo/);
    const { data } = joined.json() as { data: User };
    assert.deepEqual(
      [data.id, data.first_name, data.last_name, data.phone, data.status, data.role_group.name],
      [elsewhere.id, 'User', 'Tester', '81112222', 'active', 'Admin'],
    );
  });

  test("changing the e-mail to another account's is a 422", async () => {
    const one = await member('User');
    const response = await call(DEMO.admin, 'PUT', `${MB}/api/v1/users/${one.id}`, {
      users: { email: DEMO.viewer },
    });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().message, 'Another user already has this e-mail');
  });

  test('a role group must be a UserRoleGroup', async () => {
    const bots = (await call(DEMO.admin, 'GET', `${MB}/api/v1/role_groups?type=BotRoleGroup`)).json().data;
    const response = await create({ ...base(), role_group_id: bots[0].id });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().message, `role_group_id ${bots[0].id} must be a user role group`);
  });

  test('an account of other condos keeps its name, e-mail, phone and status unless a super admin changes them', async () => {
    const shared = await member('User');
    const inOrchid = await call(DEMO.admin, 'POST', `${OG}/api/v1/users`, {
      users: { role_group_id: groupId('User'), first_name: 'X', email: shared.email },
    });
    assert.equal(inOrchid.statusCode, 200);
    const rename = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${shared.id}`, {
      users: { first_name: 'Changed', email: shared.email },
    });
    assert.equal(rename.statusCode, 422);
    assert.match(rename.json().message, /also belongs to other condos: only a super admin may change their name/);
    const sameValues = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${shared.id}`, {
      users: { first_name: shared.first_name, email: shared.email, role_group_id: groupId('Admin') },
    });
    assert.equal(sameValues.statusCode, 200, 'the form sends every field; unchanged ones are no change');
    assert.equal(sameValues.json().data.role_group.name, 'Admin');
    const bySuperAdmin = await call(DEMO.admin, 'PUT', `${MB}/api/v1/users/${shared.id}`, {
      users: { first_name: 'Changed' },
    });
    assert.equal(bySuperAdmin.json().data.first_name, 'Changed');
  });
});

describe('send_welcome', () => {
  test('queues a welcome mail through the delivery queue: an Outbox row of recipient type user', async () => {
    const email = newEmail('welcome');
    const response = await call(DEMO.manager, 'POST', `${MB}/api/v1/users`, {
      users: { role_group_id: groupId('User'), first_name: 'Wendy', email, send_welcome: true },
    });
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await t.database.db.select().from(outboxes).where(sql`${outboxes.recipient} ->> 'email' = ${email}`);
    assert.ok(row, 'an outbox row');
    assert.deepEqual(
      [row.recipientType, row.medium, row.status, row.subject],
      ['user', 'mail', 'queued', WELCOME_SUBJECT],
    );
    assert.match(row.content, /Marina Bay Residences/);
    assert.match(row.content, /sign in with your e-mail address .*a code will be mailed to you/s);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'delivery'), sql`${jobs.payload} ->> 'outboxId' = ${String(row.id)}`));
    assert.ok(job, 'a delivery job');
    await t.app.jobs.drain();
    assert.equal(t.mail.last(email).subject, WELCOME_SUBJECT);
    const outbox = await call(DEMO.manager, 'GET', `${MB}/api/v1/outboxes/${row.id}`);
    assert.equal(outbox.statusCode, 200);
    assert.equal(outbox.json().data.recipient_type, 'user');
  });

  test('on update too; without it no mail is queued', async () => {
    const user = await member('User');
    const count = async () =>
      (
        await t.database.db
          .select({ id: outboxes.id })
          .from(outboxes)
          .where(sql`${outboxes.recipient} ->> 'email' = ${user.email}`)
      ).length;
    assert.equal(await count(), 0);
    await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${user.id}`, { users: { send_welcome: true } });
    assert.equal(await count(), 1);
  });
});

describe('isolation and permissions', () => {
  test("another condo's user is a 404 here", async () => {
    const orchid = await member('User', OG);
    const put = await call(DEMO.admin, 'PUT', `${MB}/api/v1/users/${orchid.id}`, { users: { first_name: 'X' } });
    assert.equal(put.statusCode, 404);
    const del = await call(DEMO.admin, 'DELETE', `${MB}/api/v1/users/${orchid.id}`);
    assert.equal(del.statusCode, 404);
    const manager = await call(DEMO.manager, 'DELETE', `${OG}/api/v1/users/${orchid.id}`);
    assert.equal(manager.statusCode, 404, 'a condo the caller does not belong to');
  });

  test('a Viewer gets 403 on every write', async () => {
    const user = await member('User');
    const writes = [
      call(DEMO.viewer, 'POST', `${MB}/api/v1/users`, {
        users: { role_group_id: groupId('User'), first_name: 'V', email: newEmail('v') },
      }),
      call(DEMO.viewer, 'PUT', `${MB}/api/v1/users/${user.id}`, { users: { first_name: 'V' } }),
      call(DEMO.viewer, 'DELETE', `${MB}/api/v1/users/${user.id}`),
    ];
    for (const response of await Promise.all(writes)) assert.equal(response.statusCode, 403);
  });

  test('the list filters by role group names and statuses and shows role, read_only and last login', async () => {
    const page = await call(
      DEMO.manager,
      'GET',
      `${MB}/api/v1/users?per_page=50&role_group[]=Admin&role_group[]=Condo%20Manager&status[]=active`,
    );
    assert.equal(page.statusCode, 200);
    const rows = page.json().data as User[];
    assert.ok(rows.length > 0);
    for (const row of rows) {
      assert.ok(['Admin', 'Condo Manager'].includes(row.role_group.name));
      assert.equal(row.status, 'active');
    }
    const inactive = (await call(DEMO.manager, 'GET', `${MB}/api/v1/users?status[]=inactive&per_page=5`)).json();
    assert.ok(inactive.total_entries > 0, 'the demo people include inactive ones');
    assert.ok((inactive.data as User[]).every((row) => row.status === 'inactive'));
  });
});

describe('an e-mail that already has an account, added by a condo manager (security finding 6)', () => {
  const ACCEPT = '/api/v1/user_invitations/accept';
  const add = (users: object, as: string = DEMO.manager) => call(as, 'POST', `${MB}/api/v1/users`, { users });
  const accept = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: ACCEPT,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
  /** An account of orchid-gardens only, with values the manager must never see. */
  const elsewhere = () => member('User', OG, { first_name: 'Priya', last_name: 'Orchidwala', phone: '81230000' });
  const memberships = async (accountId: number, alias = 'marina-bay') =>
    (
      await t.database.db
        .select({ role: roleGroups.name })
        .from(condoMemberships)
        .innerJoin(condos, eq(condos.id, condoMemberships.condoId))
        .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
        .where(and(eq(condoMemberships.adminUserId, accountId), eq(condos.aliasName, alias)))
    ).map((row) => row.role);
  /** Delivers the queue and reads the invitation link of the last mail to `email`. */
  async function mailedToken(email: string) {
    await t.app.jobs.drain();
    const mail = t.mail.last(email);
    const link = /http:\/\/localhost:8080\/gateway(\/api\/v1\/user_invitations\/accept\?token=([\w.-]+))/.exec(
      mail.text,
    );
    assert.ok(link, `a link in: ${mail.text}`);
    return { mail, path: link[1] as string, token: link[2] as string };
  }
  const listed = async (email: string) =>
    (await call(DEMO.manager, 'GET', `${MB}/api/v1/users?query=${encodeURIComponent(email)}`)).json().data as User[];

  test('the answer equals the answer for a new e-mail, made only of what the manager typed', async () => {
    const other = await elsewhere();
    const typed = { role_group_id: groupId('User'), first_name: 'Anything', last_name: 'Typed', phone: '90001111' };
    const fresh = await add({ ...typed, email: newEmail('fresh'), status: 'inactive' });
    const existing = await add({ ...typed, email: other.email.toUpperCase(), status: 'inactive' });
    assert.equal(existing.statusCode, 200, existing.body);
    const shape = (response: typeof fresh) => {
      const { data, ...rest } = response.json() as { data: User; message: string };
      const { id, email: _, ...fields } = data;
      return { status: response.statusCode, rest, keys: Object.keys(data).sort(), fields, id: typeof id };
    };
    assert.deepEqual(shape(existing), shape(fresh));
    assert.deepEqual(shape(existing).rest, { message: 'User created successfully' });
    const row = existing.json().data as User;
    assert.equal(row.email, other.email, 'the e-mail as typed (stored lower-case, as for anyone)');
    assert.ok(row.id > fresh.json().data.id && row.id !== other.id, 'an id as a new account gets, not the account’s');
    for (const secret of ['Priya', 'Orchidwala', '81230000', String(other.id)])
      assert.ok(!existing.body.includes(secret), `no ${secret} in ${existing.body}`);
    // The list shows both rows as the create answered them.
    assert.deepEqual(await listed(other.email), [row]);
    assert.deepEqual(await listed(fresh.json().data.email), [fresh.json().data]);
    const filtered = (await call(DEMO.manager, 'GET', `${MB}/api/v1/users?status[]=inactive&query=Typed`)).json();
    assert.ok((filtered.data as User[]).some((user) => user.id === row.id));
    // Adding the person again is the same 422 as adding a member again.
    for (const email of [other.email, fresh.json().data.email]) {
      const again = await add({ ...typed, email });
      assert.equal(again.statusCode, 422);
      assert.equal(again.json().message, 'A user with this e-mail already exists in this condo');
    }
  });

  test('the account joins only when its owner accepts the mailed link, and only once', async () => {
    const other = await elsewhere();
    const created = await add({ role_group_id: groupId('Admin'), first_name: 'Invitee', email: other.email });
    const pending = created.json().data as User;
    assert.deepEqual(await memberships(other.id), [], 'not a member before accepting');
    const before = await call(other.email, 'GET', `${MB}/api/v1/users/profile`);
    assert.equal(before.statusCode, 404);

    // Through the delivery queue, with no condo (so the manager's Outbox shows nothing, as for a new person
    // without send_welcome); the link is in the delivery job only, never in the Outbox.
    const rows = await t.database.db
      .select()
      .from(outboxes)
      .where(sql`${outboxes.recipient} ->> 'email' = ${other.email}`);
    assert.equal(rows.length, 1);
    const [row] = rows as [typeof outboxes.$inferSelect];
    assert.deepEqual([row.condoId, row.medium, row.status, row.recipientType], [null, 'mail', 'queued', 'user']);
    assert.doesNotMatch(row.content, /token=/);
    const { mail, path, token } = await mailedToken(other.email);
    assert.equal(mail.subject, 'Invitation to join Marina Bay Residences');
    assert.match(mail.text, /invites you to join Marina Bay Residences .* with the role Admin/s);

    const page = await t.app.inject({ url: path });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.headers['content-security-policy'] as string, /frame-ancestors 'none'/);
    assert.match(page.body, /<form method="post" action="accept">/);
    assert.match(page.body, /<button type="submit">Accept and join Marina Bay Residences<\/button>/);
    assert.deepEqual(await memberships(other.id), [], 'opening the link accepts nothing');

    const accepted = await accept(token);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.match(accepted.body, /You are now a member of <strong>Marina Bay Residences<\/strong>/);
    assert.deepEqual(await memberships(other.id), ['Admin']);
    const after = await call(other.email, 'GET', `${MB}/api/v1/users/profile`);
    assert.equal(after.statusCode, 200);
    assert.equal(after.json().data.role_group.name, 'Admin');
    // Now the condo sees the account itself; the pending row is gone.
    const [joined] = await listed(other.email);
    assert.deepEqual([joined?.id, joined?.first_name], [other.id, 'Priya']);
    const stale = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${pending.id}`, { users: { first_name: 'X' } });
    assert.equal(stale.statusCode, 404);

    const twice = await accept(token);
    assert.equal(twice.statusCode, 410);
    assert.match(twice.body, /no longer valid/);
    assert.deepEqual(await memberships(other.id), ['Admin']);
  });

  test('an expired link, a withdrawn invitation and a forged link add nobody', async () => {
    const other = await elsewhere();
    const pending = (await add({ role_group_id: groupId('User'), first_name: 'Late', email: other.email })).json()
      .data as User;
    const { token } = await mailedToken(other.email);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      const expired = await accept(token);
      assert.equal(expired.statusCode, 410);
      assert.match(expired.body, /expired/);
    } finally {
      t.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const forged = await accept(`${head}.${payload}.${signature.slice(0, -4)}AAAA`);
    assert.equal(forged.statusCode, 403);
    const accessToken = await t.tokenFor(other.email);
    assert.equal((await accept(accessToken)).statusCode, 403, 'an access token is no invitation');

    const removed = await call(DEMO.manager, 'DELETE', `${MB}/api/v1/users/${pending.id}`);
    assert.deepEqual([removed.statusCode, removed.json()], [200, { message: 'Deleted Successfully..!!' }]);
    assert.equal((await call(DEMO.manager, 'DELETE', `${MB}/api/v1/users/${pending.id}`)).statusCode, 404);
    const withdrawn = await accept(token);
    assert.equal(withdrawn.statusCode, 410);
    assert.equal((await t.app.inject({ url: `${ACCEPT}?token=${token}` })).statusCode, 410);
    assert.deepEqual(await memberships(other.id), []);
  });

  test('the pending row is edited as a new account would be; a free e-mail makes it one', async () => {
    const other = await elsewhere();
    const pending = (await add({ role_group_id: groupId('User'), first_name: 'Edit', email: other.email })).json()
      .data as User;
    const { token } = await mailedToken(other.email);
    const edited = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${pending.id}`, {
      users: { first_name: ' Edited ', phone: '92223333', role_group_id: groupId('Device Manager'), read_only: true },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().message, 'User updated successfully');
    assert.deepEqual(edited.json().data, {
      ...pending,
      first_name: 'Edited',
      phone: '92223333',
      role_group: { id: groupId('Device Manager'), name: 'Device Manager' },
      read_only: true,
    });
    assert.deepEqual(await listed(other.email), [edited.json().data]);

    // send_welcome mails the invitation again, with a new link.
    await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${pending.id}`, { users: { send_welcome: true } });
    const again = await mailedToken(other.email);
    assert.notEqual(again.token, token);
    assert.match(again.mail.text, /with the role Device Manager/);

    const taken = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${pending.id}`, {
      users: { email: DEMO.viewer },
    });
    assert.equal(taken.statusCode, 422);
    assert.equal(taken.json().message, 'Another user already has this e-mail');

    const email = newEmail('corrected');
    const corrected = await call(DEMO.manager, 'PUT', `${MB}/api/v1/users/${pending.id}`, { users: { email } });
    assert.equal(corrected.statusCode, 200, corrected.body);
    assert.deepEqual(corrected.json().data, { ...edited.json().data, email });
    const [account] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    assert.equal(account?.id, pending.id, 'a new account with the id the row showed');
    assert.deepEqual(await memberships(pending.id), ['Device Manager']);
    assert.equal((await accept(again.token)).statusCode, 410, 'the invitation is withdrawn');
    assert.deepEqual(await memberships(other.id), []);
  });

  test("with send_welcome the condo's Outbox shows the welcome a new person gets; the account gets the invitation", async () => {
    const other = await elsewhere();
    const typed = { role_group_id: groupId('User'), first_name: 'Wanda', last_name: 'Welcome', send_welcome: true };
    const freshEmail = newEmail('welcome-fresh');
    await add({ ...typed, email: freshEmail });
    await add({ ...typed, email: other.email });
    // The manager's view of each message, but for what differs between any two messages (ids, times, address).
    const outbox = async (email: string) => {
      const [row] = await t.database.db
        .select()
        .from(outboxes)
        .where(sql`${outboxes.recipient} ->> 'email' = ${email}`);
      assert.ok(row, email);
      const detail = (await call(DEMO.manager, 'GET', `${MB}/api/v1/outboxes/${row.id}`)).json().data;
      return {
        ...detail,
        id: 0,
        created_at: 0,
        updated_at: 0,
        content: detail.content.replace(email, 'E'),
        recipient: { ...detail.recipient, email: 'E' },
        history: detail.history.map((step: object) => ({ ...step, created_at: 0 })),
      };
    };
    const shown = await outbox(other.email);
    assert.deepEqual(shown, await outbox(freshEmail));
    assert.equal(shown.subject, WELCOME_SUBJECT);
    assert.doesNotMatch(JSON.stringify(shown), /Priya|token=/);
    const { mail } = await mailedToken(other.email);
    assert.equal(mail.subject, 'Invitation to join Marina Bay Residences');
    assert.equal(t.mail.last(freshEmail).subject, WELCOME_SUBJECT);
  });
});

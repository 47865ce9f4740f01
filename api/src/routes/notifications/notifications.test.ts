import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from './kinds';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
type Recipient = { id: number; first_name: string; sms: boolean; whatsapp: boolean; mail: boolean };
type Group = {
  id: number;
  name: string;
  status: string;
  notification_type: string;
  sms_user_ids: number[];
  whatsapp_user_ids: number[];
  mail_user_ids: number[];
  users_json: Recipient[];
};

async function call(email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(email), ...(payload ? { payload } : {}) });
}

async function users(base: string, count: number) {
  const { data } = (await call(DEMO.admin, 'GET', `${base}/api/v1/users?order=first_name&per_page=${count}`)).json();
  return data as { id: number; first_name: string; email: string }[];
}

describe('GET /api/v1/notifications', () => {
  test('pages groups by name with the envelope and the spec’s fields, joined with their users', async () => {
    const response = await call(DEMO.viewer, 'GET', `${MB}/api/v1/notifications?page=1&per_page=50`);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as { data: Group[]; total_entries: number };
    assert.deepEqual(Object.keys(body).sort(), ['data', 'total_entries']);
    assert.ok(body.total_entries >= 8, 'the demo groups');
    const group = body.data.find((row) => row.users_json.length > 0) as Group;
    assert.deepEqual(Object.keys(group).sort(), [
      'id',
      'mail_user_ids',
      'name',
      'notification_type',
      'sms_user_ids',
      'status',
      'users_json',
      'whatsapp_user_ids',
    ]);
    const named = new Set([...group.sms_user_ids, ...group.whatsapp_user_ids, ...group.mail_user_ids]);
    assert.deepEqual(new Set(group.users_json.map((user) => user.id)), named);
    for (const user of group.users_json) {
      assert.deepEqual(Object.keys(user).sort(), ['first_name', 'id', 'mail', 'sms', 'whatsapp']);
      assert.equal(user.sms, group.sms_user_ids.includes(user.id));
      assert.equal(user.whatsapp, group.whatsapp_user_ids.includes(user.id));
      assert.equal(user.mail, group.mail_user_ids.includes(user.id));
    }
    const names = body.data.map((row) => row.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  test('filters by notification_type[] and status[] as spelled, and searches by name with query', async () => {
    const typed = (
      await call(DEMO.viewer, 'GET', `${MB}/api/v1/notifications?notification_type[]=alert&notification_type[]=parcel`)
    ).json() as { data: Group[]; total_entries: number };
    assert.ok(typed.total_entries >= 3);
    assert.ok(typed.data.every((row) => ['alert', 'parcel'].includes(row.notification_type)));
    const inactive = (await call(DEMO.viewer, 'GET', `${MB}/api/v1/notifications?status[]=inactive`)).json();
    assert.ok(inactive.total_entries >= 1);
    assert.ok((inactive.data as Group[]).every((row) => row.status === 'inactive'));
    const found = (await call(DEMO.viewer, 'GET', `${MB}/api/v1/notifications?query=parcel`)).json();
    assert.deepEqual(
      (found.data as Group[]).map((row) => row.name),
      ['Parcel Desk'],
    );
    const wrong = await call(DEMO.viewer, 'GET', `${MB}/api/v1/notifications?notification_type[]=pager`);
    assert.equal(wrong.statusCode, 422);
  });

  test('defaults to 5 a page (spec part 1 §7)', async () => {
    const { data } = (await call(DEMO.viewer, 'GET', `${MB}/api/v1/notifications`)).json();
    assert.equal(data.length, 5);
  });
});

describe('POST and PUT /api/v1/notifications', () => {
  test('creates a group wrapped in {notifications}, answers it joined with a message, then updates it', async () => {
    const [a, b, c] = await users(MB, 3);
    const created = await call(DEMO.manager, 'POST', `${MB}/api/v1/notifications`, {
      notifications: {
        name: '  Lobby flood watch  ',
        status: 'active',
        notification_type: 'emergency',
        sms_user_ids: [a?.id, b?.id],
        whatsapp_user_ids: [b?.id],
        mail_user_ids: [c?.id],
      },
    });
    assert.equal(created.statusCode, 200, created.body);
    const { data, message } = created.json() as { data: Group; message: string };
    assert.equal(message, 'Notification created successfully');
    assert.equal(data.name, 'Lobby flood watch');
    assert.equal(data.notification_type, 'emergency');
    const byId = new Map(data.users_json.map((user) => [user.id, user]));
    assert.deepEqual(byId.get(b?.id as number), {
      id: b?.id,
      first_name: b?.first_name,
      sms: true,
      whatsapp: true,
      mail: false,
    });
    assert.deepEqual(byId.get(c?.id as number), {
      id: c?.id,
      first_name: c?.first_name,
      sms: false,
      whatsapp: false,
      mail: true,
    });

    const updated = await call(DEMO.manager, 'PUT', `${MB}/api/v1/notifications/${data.id}`, {
      notifications: { name: 'Lobby flood watch', status: 'inactive', sms_user_ids: [], mail_user_ids: [a?.id] },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const after = updated.json() as { data: Group; message: string };
    assert.equal(after.message, 'Notification updated successfully');
    assert.equal(after.data.status, 'inactive');
    assert.deepEqual(after.data.sms_user_ids, []);
    assert.deepEqual(after.data.whatsapp_user_ids, [b?.id]);
    assert.deepEqual(after.data.mail_user_ids, [a?.id]);
  });

  test('a user who belongs to many condos (the super admin) is joined once', async () => {
    const [admin] = (await call(DEMO.admin, 'GET', `${MB}/api/v1/users?query=admin@demo.condo`)).json().data;
    const created = await call(DEMO.manager, 'POST', `${MB}/api/v1/notifications`, {
      notifications: { name: 'Admins', sms_user_ids: [admin.id], mail_user_ids: [admin.id] },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.deepEqual(created.json().data.users_json, [
      { id: admin.id, first_name: 'Aisha', sms: true, whatsapp: false, mail: true },
    ]);
  });

  test('status and type default to the first value of each', async () => {
    const created = await call(DEMO.manager, 'POST', `${MB}/api/v1/notifications`, {
      notifications: { name: 'Defaults' },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.status, NOTIFICATION_STATUSES[0]);
    assert.equal(created.json().data.notification_type, NOTIFICATION_TYPES[0]);
  });

  test('422 with field messages: missing, blank or too long name, unknown enums, too many ids', async () => {
    const post = (notifications: object) => call(DEMO.manager, 'POST', `${MB}/api/v1/notifications`, { notifications });
    const missing = await post({ status: 'active' });
    assert.equal(missing.statusCode, 422);
    assert.ok(
      missing.json().data.some((line: string) => /name is required/.test(line)),
      missing.body,
    );
    const blank = await post({ name: '   ' });
    assert.equal(blank.statusCode, 422);
    assert.deepEqual(blank.json().data, ['name must not be empty']);
    assert.equal((await post({ name: 'x'.repeat(256) })).statusCode, 422);
    const badEnum = await post({ name: 'X', status: 'paused', notification_type: 'pager' });
    assert.equal(badEnum.statusCode, 422);
    assert.ok(
      badEnum.json().data.some((line: string) => /must be one of/.test(line)),
      badEnum.body,
    );
    const many = await post({ name: 'X', sms_user_ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    assert.equal(many.statusCode, 422);
    const unwrapped = await call(DEMO.manager, 'POST', `${MB}/api/v1/notifications`, { name: 'X' });
    assert.equal(unwrapped.statusCode, 422);
  });

  test('the viewer (index only) is refused create and update with 403', async () => {
    const { data } = (await call(DEMO.viewer, 'GET', `${MB}/api/v1/notifications`)).json();
    const create = await call(DEMO.viewer, 'POST', `${MB}/api/v1/notifications`, { notifications: { name: 'No' } });
    assert.equal(create.statusCode, 403);
    const update = await call(DEMO.viewer, 'PUT', `${MB}/api/v1/notifications/${data[0].id}`, {
      notifications: { name: 'No' },
    });
    assert.equal(update.statusCode, 403);
  });

  test("another condo's user id is a 422; another condo's group is a 404", async () => {
    const [foreign] = (await users(OG, 500)).filter((user) => user.email.endsWith('@orchid-gardens.demo'));
    const refused = await call(DEMO.admin, 'POST', `${MB}/api/v1/notifications`, {
      notifications: { name: 'Cross', whatsapp_user_ids: [foreign?.id] },
    });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(refused.json().message, `whatsapp_user_ids ${foreign?.id} must be a user of this condo`);

    const { data } = (await call(DEMO.admin, 'GET', `${OG}/api/v1/notifications`)).json();
    const theirs = data[0] as Group;
    const hidden = await call(DEMO.manager, 'PUT', `${MB}/api/v1/notifications/${theirs.id}`, {
      notifications: { name: 'Taken over' },
    });
    assert.equal(hidden.statusCode, 404);
    const adminHidden = await call(DEMO.admin, 'PUT', `${MB}/api/v1/notifications/${theirs.id}`, {
      notifications: { name: 'Taken over' },
    });
    assert.equal(adminHidden.statusCode, 404, 'the group is looked up in the URL’s condo');
    const ours = (await call(DEMO.manager, 'GET', `${MB}/api/v1/notifications?per_page=500`)).json();
    assert.ok(!(ours.data as Group[]).some((row) => row.id === theirs.id));
  });
});

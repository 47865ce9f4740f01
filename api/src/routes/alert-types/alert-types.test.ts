import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';

type AlertType = {
  id: number;
  name: string;
  alias_name: string;
  nature: string;
  status: string;
  recent_alert_time: string | null;
  auto_resolve: string;
  alert_group: { id: number; name: string } | null;
  notification: { id: number; name: string } | null;
  weight: { raised: number; resolved: number; false_alert: number };
  whatsapp_content: { raised: string; resolved: string; false_alert: string };
  sms_content: { raised: string; resolved: string; false_alert: string };
  emergency: boolean;
  description: string;
};

async function call(as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

let unique = 0;
const newType = (extra: object = {}) => ({
  alert_types: {
    name: `Loitering ${++unique}`,
    alias_name: `loitering_${unique}`,
    weight: { raised: 10, resolved: 5, false_alert: 2 },
    ...extra,
  },
});

async function groups() {
  return (await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_groups`)).json().data as { id: number; name: string }[];
}

async function notificationId(prefix: string, name: string) {
  const rows = (await call(DEMO.admin, 'GET', `${prefix}/api/v1/notifications?per_page=50`)).json().data as {
    id: number;
    name: string;
  }[];
  const found = rows.find((row) => row.name === name);
  assert.ok(found, name);
  return found.id;
}

describe('GET /api/v1/alert_types and /api/v1/alert_groups', () => {
  test("the condo's alert types by name, paged, searched by name or alias, with group and notification", async () => {
    const all = await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_types`);
    assert.equal(all.statusCode, 200, all.body);
    const body = all.json() as { data: AlertType[]; total_entries: number };
    assert.equal(body.total_entries, 16);
    const names = body.data.map((row) => row.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    const overstay = body.data.find((row) => row.alias_name === 'overstay_vehicle') as AlertType;
    assert.deepEqual(Object.keys(overstay).sort(), [
      'alert_group',
      'alias_name',
      'auto_resolve',
      'description',
      'emergency',
      'id',
      'name',
      'nature',
      'notification',
      'recent_alert_time',
      'sms_content',
      'status',
      'weight',
      'whatsapp_content',
    ]);
    assert.equal(overstay.alert_group?.name, 'Over Stay');
    assert.equal(overstay.notification?.name, 'Gate Camera Alerts');
    assert.equal(overstay.nature, 'unit');
    assert.equal(overstay.recent_alert_time, 'recent_triggered_time');
    assert.deepEqual(overstay.weight, { raised: 10, resolved: 5, false_alert: 2 });

    const page = (await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_types?page=2&per_page=3`)).json();
    assert.deepEqual(
      (page.data as AlertType[]).map((row) => row.id),
      body.data.slice(3, 6).map((row) => row.id),
    );
    assert.equal(page.total_entries, 16);
    const byName = (await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_types?query=FIRE`)).json();
    assert.deepEqual(
      (byName.data as AlertType[]).map((row) => row.alias_name),
      ['fire_alarm'],
    );
    const byAlias = (await call(DEMO.manager, 'GET', `${MB}/api/v1/alert_types?query=overstay_`)).json();
    assert.equal(byAlias.total_entries, 2);
  });

  test('the shared alert groups', async () => {
    assert.deepEqual(
      (await groups()).map((group) => group.name),
      ['Over Stay', 'Unauthorized'],
    );
  });

  test('needs alert_types index (the Viewer has none); writes need create/update (the User group reads only)', async () => {
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/alert_types`)).statusCode, 403);
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/alert_groups`)).statusCode, 403);
    assert.equal((await call(DEMO.viewer, 'POST', `${MB}/api/v1/alert_types`, newType())).statusCode, 403);
  });
});

describe('POST and PUT /api/v1/alert_types', () => {
  test('creates with the defaults; nature other than unit stores no recent_alert_time', async () => {
    const created = await call(
      DEMO.manager,
      'POST',
      `${MB}/api/v1/alert_types`,
      newType({ recent_alert_time: 'recent_triggered_time', whatsapp_content: { raised: 'Raised!' } }),
    );
    assert.equal(created.statusCode, 200, created.body);
    const data = created.json().data as AlertType;
    assert.equal(created.json().message, 'Alert type created successfully');
    assert.equal(data.nature, 'normal');
    assert.equal(data.status, 'active');
    assert.equal(data.auto_resolve, 'disable');
    assert.equal(data.recent_alert_time, null);
    assert.equal(data.emergency, false);
    assert.equal(data.alert_group, null);
    assert.deepEqual(data.whatsapp_content, { raised: 'Raised!', resolved: '', false_alert: '' });
    const unit = await call(DEMO.manager, 'POST', `${MB}/api/v1/alert_types`, newType({ nature: 'unit' }));
    assert.equal((unit.json().data as AlertType).recent_alert_time, 'first_triggered_time');
  });

  test('name, alias_name and the three weights are required; weights are whole numbers 0 or more', async () => {
    const missing = await call(DEMO.manager, 'POST', `${MB}/api/v1/alert_types`, { alert_types: {} });
    assert.equal(missing.statusCode, 422);
    const messages = missing.json().data as string[];
    for (const field of ['name', 'alias_name', 'weight']) {
      assert.ok(
        messages.some((message) => message.includes(`${field} is required`)),
        `${field}: ${messages}`,
      );
    }
    for (const weight of [
      { raised: 1.5, resolved: 5, false_alert: 2 },
      { raised: 'ten', resolved: 5, false_alert: 2 },
      { raised: -1, resolved: 5, false_alert: 2 },
      { raised: 10, resolved: 5 },
    ]) {
      const refused = await call(DEMO.manager, 'POST', `${MB}/api/v1/alert_types`, newType({ weight }));
      assert.equal(refused.statusCode, 422, JSON.stringify(weight));
      assert.match(refused.json().message, /weight/);
    }
    const badAlias = await call(DEMO.manager, 'POST', `${MB}/api/v1/alert_types`, newType({ alias_name: 'Has Space' }));
    assert.equal(badAlias.statusCode, 422);
    assert.match(badAlias.json().message, /alias_name must be lower-case/);
    // Spec part 3's aliases have dots (special_vehicle.entry): such an alias is taken.
    const dotted = await call(
      DEMO.manager,
      'POST',
      `${MB}/api/v1/alert_types`,
      newType({ alias_name: 'gate.tailgating' }),
    );
    assert.equal(dotted.statusCode, 200, dotted.body);
  });

  test('alias_name is unique in the condo, not across condos', async () => {
    const body = newType({ alias_name: 'shared_alias' });
    assert.equal((await call(DEMO.admin, 'POST', `${MB}/api/v1/alert_types`, body)).statusCode, 200);
    const again = await call(DEMO.admin, 'POST', `${MB}/api/v1/alert_types`, newType({ alias_name: 'shared_alias' }));
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, 'An alert type with alias_name shared_alias already exists in this condo');
    const elsewhere = await call(
      DEMO.admin,
      'POST',
      `${OG}/api/v1/alert_types`,
      newType({ alias_name: 'shared_alias' }),
    );
    assert.equal(elsewhere.statusCode, 200, elsewhere.body);
  });

  test('an update changes the fields sent; alias_name may be repeated but not changed', async () => {
    const [overStay] = await groups();
    const notification = await notificationId(MB, 'Parcel Desk');
    const created = (await call(DEMO.manager, 'POST', `${MB}/api/v1/alert_types`, newType({ nature: 'unit' }))).json()
      .data as AlertType;
    const url = `${MB}/api/v1/alert_types/${created.id}`;
    const changed = await call(DEMO.manager, 'PUT', url, {
      alert_types: {
        name: 'Renamed',
        alias_name: created.alias_name,
        alert_group_id: overStay?.id,
        notification_id: notification,
        recent_alert_time: 'recent_triggered_time',
        auto_resolve: 'after_24_hours',
        weight: { raised: 0, resolved: 0, false_alert: 7 },
        sms_content: { resolved: 'Done' },
        emergency: true,
        status: 'inactive',
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const data = changed.json().data as AlertType;
    assert.equal(data.name, 'Renamed');
    assert.deepEqual(data.alert_group, { id: overStay?.id, name: 'Over Stay' });
    assert.deepEqual(data.notification, { id: notification, name: 'Parcel Desk' });
    assert.equal(data.recent_alert_time, 'recent_triggered_time');
    assert.deepEqual(data.weight, { raised: 0, resolved: 0, false_alert: 7 });
    assert.deepEqual(data.sms_content, { raised: '', resolved: 'Done', false_alert: '' });
    assert.equal(data.emergency, true);
    assert.equal(data.status, 'inactive');

    const renamed = await call(DEMO.manager, 'PUT', url, { alert_types: { alias_name: 'another_alias' } });
    assert.equal(renamed.statusCode, 422);
    assert.equal(renamed.json().message, 'alias_name cannot be changed after the alert type is created');

    const history = await call(
      DEMO.manager,
      'GET',
      `${MB}/api/v1/audit_events?resource=alert_types&record_id=${created.id}`,
    );
    assert.equal(history.statusCode, 200, history.body);
    const [latest] = history.json().data as { action: string; changes: { field: string }[] }[];
    assert.equal(latest?.action, 'update');
    assert.ok(latest?.changes.some((change) => change.field === 'weight_raised'));

    const normal = await call(DEMO.manager, 'PUT', url, { alert_types: { nature: 'cluster', alert_group_id: null } });
    assert.equal((normal.json().data as AlertType).recent_alert_time, null, 'a cluster type has none');
    assert.equal((normal.json().data as AlertType).alert_group, null);
  });

  test("another condo's alert type is not found; its notification group is refused", async () => {
    const theirs = (await call(DEMO.admin, 'GET', `${OG}/api/v1/alert_types`)).json().data[0] as AlertType;
    const put = await call(DEMO.admin, 'PUT', `${MB}/api/v1/alert_types/${theirs.id}`, { alert_types: { name: 'X' } });
    assert.equal(put.statusCode, 404);
    const show = await call(DEMO.admin, 'GET', `${MB}/api/v1/alert_types/${theirs.id}`);
    assert.equal(show.statusCode, 404);
    const foreign = await notificationId(OG, 'Parcel Desk');
    const refused = await call(DEMO.admin, 'POST', `${MB}/api/v1/alert_types`, newType({ notification_id: foreign }));
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, `notification_id ${foreign} must be a notification group of this condo`);
    // A manager of marina-bay only cannot read orchid-gardens at all.
    assert.equal((await call(DEMO.manager, 'GET', `${OG}/api/v1/alert_types`)).statusCode, 404);
  });
});

// The audit trail: every write of every resource is recorded in its own transaction, with who, when, from where
// and each field before and after; secrets never; and a record's history is read back permission-checked and
// condo-scoped. A meta-test walks the registered write routes and fails on one that records nothing. Recorded events
// cannot be changed or removed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { adminUsers, auditEvents, condos, roleGroups, userInvitations } from '../db/schema';
import { issueInvitationToken } from '../routes/users/invitation-token';
import { demoMac } from '../seed/demo-devices';
import { DEMO, startTestApp, type TestApp } from '../test/harness';
import { writeRoutes } from './request-transaction';
import { auditOff } from './triggers';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, body?: object, as: string = DEMO.manager) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await t.authAs(as)), 'x-forwarded-for': '203.0.113.9' },
    ...(body ? { payload: body } : {}),
  });
}

const adminIdOf = (url: string, name?: string) => idOf(url, name, DEMO.admin);

async function idOf(url: string, name?: string, as: string = DEMO.manager): Promise<number> {
  const rows = (await call('GET', url, undefined, as)).json().data as { id: number; name: string }[];
  const row = name ? rows.find((candidate) => candidate.name === name) : rows[0];
  assert.ok(row, `${url} ${name ?? ''}`);
  return row.id;
}

const history = async (resource: string, id: number, as: string = DEMO.manager, condo = MB) =>
  call('GET', `${condo}/api/v1/audit_events?resource=${resource}&record_id=${id}`, undefined, as);

let unique = 0;
const mac = () => `02:0E:00:00:00:${(++unique % 256).toString(16).padStart(2, '0')}`;

function multipart(parts: Record<string, string>, file: [string, string]) {
  const boundary = '----audit-test';
  const chunks = Object.entries(parts).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  chunks.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file[0]}"\r\nContent-Type: application/json\r\n\r\n${file[1]}\r\n--${boundary}--\r\n`,
  );
  return { payload: chunks.join(''), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid request per audited write route, and the resource its change is recorded under. */
type Case = {
  resource: string;
  send: () => Promise<{ statusCode: number; body: string }>;
  /** Who sends it (default the Condo Manager of marina-bay). */
  as?: string;
};
const deviceCases = (plural: string, base: Record<string, unknown>, existing: string): Record<string, Case> => ({
  [`POST /api/v1/${plural}`]: {
    resource: plural,
    send: () =>
      call('POST', `${MB}/api/v1/${plural}`, { [plural]: { ...base, name: `Audit ${++unique}`, mac_address: mac() } }),
  },
  [`PUT /api/v1/${plural}/:id`]: {
    resource: plural,
    send: async () =>
      call('PUT', `${MB}/api/v1/${plural}/${await idOf(`${MB}/api/v1/${plural}?per_page=100`, existing)}`, {
        [plural]: { timeout: String(10 + (++unique % 500)) },
      }),
  },
});
const currentWorkflowCase = (plural: string, existing: string): Case => ({
  resource: plural,
  send: async () => {
    const id = await idOf(`${MB}/api/v1/${plural}?per_page=100`, existing);
    const workflows = (await call('GET', `${MB}/api/v1/${plural}/${id}/workflows`)).json();
    const other = (workflows.data as { id: number }[]).find((w) => w.id !== workflows.workflow_id) ?? workflows.data[0];
    return call('PUT', `${MB}/api/v1/${plural}/${id}/current_workflow`, { workflow_id: other.id });
  },
});

const roleId = async (name: string) =>
  (
    (await call('GET', `${MB}/api/v1/role_groups?type=UserRoleGroup`)).json().data as { id: number; name: string }[]
  ).find((group) => group.name === name)?.id as number;
const newUser = async () =>
  (
    await call('POST', `${MB}/api/v1/users`, {
      users: { role_group_id: await roleId('User'), first_name: 'Audit', email: `audit.${++unique}@example.com` },
    })
  ).json().data.id as number;
const marinaBayId = async () =>
  ((await call('GET', `${MB}/api/v1/alert_users/all_condos`)).json().data as { id: number; name: string }[])[0]
    ?.id as number;
const newAlertUser = async () =>
  (
    await call('POST', `${MB}/api/v1/alert_users`, {
      alert_users: {
        condo_ids: [await marinaBayId()],
        first_name: 'Alert',
        last_name: `Audit ${++unique}`,
        email: `alert.audit.${unique}@example.com`,
        phone: '81234567',
      },
    })
  ).json().data.id as number;

const newScheduler = async () =>
  (
    await call('POST', `${MB}/api/v1/schedulers`, {
      schedulers: {
        name: `Audit ${++unique}`,
        service: 'auth',
        task: 'purge_expired_sign_in_codes',
        cronline: '*/10 * * * *',
      },
    })
  ).json().data.id as number;

/** A field added to marina-bay's incident form, for the FMS cases to change or delete. */
async function auditField() {
  const formTypeId = await idOf(`${MB}/api/v1/form_types`, 'incident');
  const label = `Audit field ${++unique}`;
  const saved = await call('POST', `${MB}/api/v1/form_questions/questions`, {
    form_type_id: formTypeId,
    form_questions: [{ label, question_type: 'text', width: '6' }],
  });
  const field = (saved.json().data as { id: number; label: string }[]).find((row) => row.label === label);
  assert.ok(field, saved.body);
  return { formTypeId, id: field.id };
}

const auditGraph = () => ({
  title: `Audit graph ${++unique}`,
  name: 'bar',
  x_axis_text: { name: ['Day'], type: 'text' },
});

const CASES: Record<string, Case> = {
  'POST /admin/condos': {
    resource: 'condos',
    as: DEMO.admin,
    send: () => {
      const alias = `audit-condo-${++unique}`;
      return call(
        'POST',
        '/admin/condos',
        {
          condos: {
            name: `Audit Condo ${unique}`,
            alias_name: alias,
            default_country_code: 65,
            email: `owner.${alias}@example.com`,
            url_host: { web_ui: `https://${alias}.web.smartcondo.example`, service_ui: '' },
            location: 'https://maps.example/audit',
            web_apps: ['alerts'],
            logo_url: 'https://cdn.example/audit.png',
            guard_house: '+65 6000 0001',
          },
        },
        DEMO.admin,
      );
    },
  },
  'POST /api/v1/residents/update_allow_login': {
    resource: 'condos',
    // The opposite of the condo's value, so there is a change whatever ran before.
    send: async () => {
      const { allow_login: allowed } = (await call('GET', `${MB}/condos/marina-bay`)).json().data;
      return call('POST', `${MB}/api/v1/residents/update_allow_login`, { residents: { allow_login: !allowed } });
    },
  },
  'PUT /api/v1/web_apps/:id': {
    resource: 'web_apps',
    send: async () => {
      const [app] = (await call('GET', `${MB}/api/v1/web_apps`)).json().data;
      return call('PUT', `${MB}/api/v1/web_apps/${app.id}`, {
        status: app.status === 'active' ? 'inactive' : 'active',
      });
    },
  },
  'PUT /api/v1/tile_configs/position': {
    resource: 'tile_configs',
    send: async () => {
      const tiles = (await call('GET', `${MB}/api/v1/tile_configs?tile_type=charts`)).json().data as { id: number }[];
      return call('PUT', `${MB}/api/v1/tile_configs/position`, {
        tiles: [...tiles].reverse().map((tile, index) => ({ id: tile.id, position: index + 1 })),
      });
    },
  },
  'PUT /api/v1/tile_configs/:id/status': {
    resource: 'tile_configs',
    send: async () => {
      const [tile] = (await call('GET', `${MB}/api/v1/tile_configs?tile_type=tiles`)).json().data;
      const status = tile.status === 'active' ? 'inactive' : 'active';
      return call('PUT', `${MB}/api/v1/tile_configs/${tile.id}/status`, { status });
    },
  },
  'PUT /api/v1/settings/:alias_name': {
    resource: 'settings',
    send: () =>
      call('PUT', `${MB}/api/v1/settings/alert_rules`, {
        values: { repeat_after_minutes: ++unique, quiet_hours: 'none', notify_resident: true },
      }),
  },
  'PUT /condos/config': {
    resource: 'settings',
    send: async () => {
      const config = (await call('GET', `${MB}/condos/service_ui/condo_config`)).json().data;
      config.guard_console.idle_lock_minutes = ++unique;
      return call('PUT', `${MB}/condos/config`, { ui_type: 'service_ui', config });
    },
  },
  'PUT /admin/admin_users/update': {
    resource: 'users',
    as: DEMO.admin,
    send: async () => {
      const [viewer] = await t.database.db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.email, DEMO.viewer));
      return call(
        'PUT',
        '/admin/admin_users/update',
        { id: viewer?.id, slack_username: `viewer.${++unique}` },
        DEMO.admin,
      );
    },
  },
  'POST /api/v1/users': {
    resource: 'users',
    send: async () => ({ statusCode: (await newUser()) ? 200 : 500, body: '' }),
  },
  'PUT /api/v1/users/:id': {
    resource: 'users',
    send: async () =>
      call('PUT', `${MB}/api/v1/users/${await newUser()}`, { users: { last_name: `Changed ${++unique}` } }),
  },
  'DELETE /api/v1/users/:id': {
    resource: 'users',
    send: async () => call('DELETE', `${MB}/api/v1/users/${await newUser()}`),
  },
  'POST /api/v1/bots/:id/rotate_token': {
    resource: 'bots',
    send: async () => call('POST', `${MB}/api/v1/bots/${await idOf(`${MB}/api/v1/bots`)}/rotate_token`),
  },
  'POST /api/v1/schedulers': {
    resource: 'schedulers',
    send: async () => ({ statusCode: (await newScheduler()) ? 200 : 500, body: '' }),
  },
  'PUT /api/v1/schedulers/:id': {
    resource: 'schedulers',
    send: async () =>
      call('PUT', `${MB}/api/v1/schedulers/${await newScheduler()}`, { schedulers: { name: `Changed ${++unique}` } }),
  },
  'POST /api/v1/alert_users': {
    resource: 'alert_users',
    send: async () => ({ statusCode: (await newAlertUser()) ? 200 : 500, body: '' }),
  },
  'PUT /api/v1/alert_users/:id': {
    resource: 'alert_users',
    send: async () =>
      call('PUT', `${MB}/api/v1/alert_users/${await newAlertUser()}`, {
        alert_users: { last_name: `Changed ${++unique}` },
      }),
  },
  'DELETE /api/v1/alert_users/:id': {
    resource: 'alert_users',
    send: async () => call('DELETE', `${MB}/api/v1/alert_users/${await newAlertUser()}`),
  },
  ...deviceCases('cameras', { camera_type: 'internal_cam', timeout: '5', dcs_channel: '1' }, 'Main Gate Entry'),
  ...deviceCases('kiosks', { device_type: 'vms', timeout: '5', description: 'Audit' }, 'Guard House Handheld'),
  ...deviceCases('vizitins', { device_type: 'vizitin_plus', timeout: '5', description: 'Audit' }, 'Tower A Entrance'),
  'PUT /api/v1/vizitins/:id/reset': {
    resource: 'vizitins',
    send: async () =>
      call('PUT', `${MB}/api/v1/vizitins/${await idOf(`${MB}/api/v1/vizitins`, 'Tower A Entrance')}/reset`),
  },
  'PUT /api/v1/vizitins/:id/device_hard_reset': {
    resource: 'vizitins',
    send: async () =>
      call('PUT', `${MB}/api/v1/vizitins/${await idOf(`${MB}/api/v1/vizitins`, 'Tower A Entrance')}/device_hard_reset`),
  },
  'PUT /api/v1/vizitins/device_in_app_update': {
    resource: 'vizitins',
    send: () =>
      call('PUT', `${MB}/api/v1/vizitins/device_in_app_update`, {
        update_version: 'v2.4_1',
        device_mac_address: demoMac('marina-bay', 'Tower B Entrance'),
      }),
  },
  'PUT /api/v1/kiosks/:id/workflow': {
    resource: 'kiosks',
    send: async () => {
      const id = await idOf(`${MB}/api/v1/kiosks?per_page=100`, 'Lobby VMS');
      const { payload, contentType } = multipart(
        { 'workflow[name]': `Audit flow ${++unique}`, 'workflow[version]': '1.0' },
        ['flow.json', '{"steps":["call_guard"]}'],
      );
      return t.app.inject({
        method: 'PUT',
        url: `${MB}/api/v1/kiosks/${id}/workflow`,
        headers: { ...(await t.authAs(DEMO.manager)), 'content-type': contentType },
        payload,
      });
    },
  },
  'PUT /api/v1/vizitins/:id/workflow': {
    resource: 'vizitins',
    send: async () =>
      call('PUT', `${MB}/api/v1/vizitins/${await idOf(`${MB}/api/v1/vizitins`, 'Tower B Entrance')}/workflow`, {
        name: 'Tower B',
        content: { door_control: { unlock_duration_seconds: 5 + (++unique % 20) } },
      }),
  },
  'PUT /api/v1/kiosks/:id/current_workflow': currentWorkflowCase('kiosks', 'Lobby VMS'),
  'PUT /api/v1/vizitins/:id/current_workflow': currentWorkflowCase('vizitins', 'Tower A Entrance'),
  'POST /api/v1/bots': {
    resource: 'bots',
    send: async () => {
      const group = (await call('GET', `${MB}/api/v1/role_groups?type=BotRoleGroup`)).json().data[0].id;
      return call('POST', `${MB}/api/v1/bots`, { bots: { name: `Audit bot ${++unique}`, role_group_id: group } });
    },
  },
  'PUT /api/v1/bots/:id': {
    resource: 'bots',
    send: async () =>
      call('PUT', `${MB}/api/v1/bots/${await idOf(`${MB}/api/v1/bots`)}`, { bots: { name: `Bot ${++unique}` } }),
  },
  'DELETE /api/v1/suppression_lists/:id': {
    resource: 'suppression_lists',
    send: async () => call('DELETE', `${MB}/api/v1/suppression_lists/${await idOf(`${MB}/api/v1/suppression_lists`)}`),
  },
  'POST /api/v1/public_holidays': {
    resource: 'public_holidays',
    send: () =>
      call('POST', `${MB}/api/v1/public_holidays`, {
        pub_holiday: { date: `${String((++unique % 28) + 1).padStart(2, '0')}/10/2027`, holiday: 'Audit Day' },
      }),
  },
  'DELETE /api/v1/public_holidays/:id': {
    resource: 'public_holidays',
    send: async () =>
      call(
        'DELETE',
        `${MB}/api/v1/public_holidays/${(await call('GET', `${MB}/api/v1/public_holidays`)).json().data[0].id}`,
      ),
  },
  'POST /api/v1/units/import': {
    resource: 'units',
    send: async () => {
      const boundary = '----audit-units';
      return t.app.inject({
        method: 'POST',
        url: `${MB}/api/v1/units/import`,
        headers: {
          ...(await t.authAs(DEMO.manager)),
          'x-forwarded-for': '203.0.113.9',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="import"; filename="audit.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\nblock,floor,unit\nAudit,1,#${++unique}\r\n--${boundary}--\r\n`,
      });
    },
  },
  'POST /api/v1/notifications': {
    resource: 'notifications',
    send: () => call('POST', `${MB}/api/v1/notifications`, { notifications: { name: `Audit group ${++unique}` } }),
  },
  'PUT /api/v1/notifications/:id': {
    resource: 'notifications',
    send: async () =>
      call('PUT', `${MB}/api/v1/notifications/${await idOf(`${MB}/api/v1/notifications`)}`, {
        notifications: { name: `Group ${++unique}` },
      }),
  },
  'POST /api/v1/alert_types': {
    resource: 'alert_types',
    send: () =>
      call('POST', `${MB}/api/v1/alert_types`, {
        alert_types: {
          name: `Audit alert ${++unique}`,
          alias_name: `audit_alert_${unique}`,
          weight: { raised: 10, resolved: 5, false_alert: 2 },
        },
      }),
  },
  'PUT /api/v1/alert_types/:id': {
    resource: 'alert_types',
    send: async () =>
      call('PUT', `${MB}/api/v1/alert_types/${await idOf(`${MB}/api/v1/alert_types`)}`, {
        alert_types: { description: `Audited ${++unique}` },
      }),
  },
  'POST /api/v1/presentations': {
    resource: 'presentations',
    send: () => call('POST', `${MB}/api/v1/presentations`, { presentations: { title: `Audit screen ${++unique}` } }),
  },
  'PUT /api/v1/presentations/:id': {
    resource: 'presentations',
    send: async () =>
      call('PUT', `${MB}/api/v1/presentations/${await idOf(`${MB}/api/v1/presentations`)}`, {
        presentations: { subtitle: `Audited ${++unique}` },
      }),
  },
  'POST /api/v1/reports': {
    resource: 'reports',
    send: () => call('POST', `${MB}/api/v1/reports`, { reports: { name: `Audit report ${++unique}` } }),
  },
  'PUT /api/v1/reports/:id': {
    resource: 'reports',
    send: async () =>
      call('PUT', `${MB}/api/v1/reports/${await idOf(`${MB}/api/v1/reports`)}`, {
        reports: { name: `Report ${++unique}` },
      }),
  },
  'PUT /api/v1/vehicle_entries/:id/update_vehicle_offset': {
    resource: 'vehicle_entries',
    send: async () => {
      const [slot] = (await call('GET', `${MB}/api/v1/vehicle_entries/inside_vehicle_count`)).json().data;
      return call('PUT', `${MB}/api/v1/vehicle_entries/${slot.id}/update_vehicle_offset`, { offset: ++unique });
    },
  },
  'POST /api/v1/form_questions/questions': {
    resource: 'form_questions',
    send: async () =>
      call('POST', `${MB}/api/v1/form_questions/questions`, {
        form_type_id: await idOf(`${MB}/api/v1/form_types`, 'incident'),
        form_questions: [{ label: `Audit field ${++unique}`, question_type: 'text', width: '6' }],
      }),
  },
  'PUT /api/v1/form_questions/:id': {
    resource: 'form_questions',
    send: async () => {
      const { formTypeId, id } = await auditField();
      return call('PUT', `${MB}/api/v1/form_questions/${id}`, {
        form_type_id: formTypeId,
        form_questions: [{ label: `Changed field ${++unique}`, question_type: 'text', width: '12' }],
      });
    },
  },
  'DELETE /api/v1/form_questions/:id': {
    resource: 'form_questions',
    send: async () => call('DELETE', `${MB}/api/v1/form_questions/${(await auditField()).id}`),
  },
  'POST /api/v1/user_invitations/accept': {
    resource: 'users',
    // The invited account accepts: the change is theirs (the link's page has no signed-in caller).
    as: DEMO.condoAdmin,
    send: async () => {
      const token = await invitationToken(DEMO.condoAdmin, 'orchid-gardens');
      return t.app.inject({ method: 'POST', url: '/api/v1/user_invitations/accept', payload: { token } });
    },
  },
  'POST /api/v1/condo_graphs': {
    resource: 'condo_graphs',
    send: () => call('POST', `${MB}/api/v1/condo_graphs`, { condo_graph: auditGraph() }),
  },
  'PUT /api/v1/condo_graphs/:id': {
    resource: 'condo_graphs',
    send: async () => {
      const created = await call('POST', `${MB}/api/v1/condo_graphs`, { condo_graph: auditGraph() });
      return call('PUT', `${MB}/api/v1/condo_graphs/${created.json().data.id}`, {
        condo_graph: { ...auditGraph(), title: `Changed ${++unique}` },
      });
    },
  },
};

/** An invitation of `email` to the condo, made outside the trail (the case records only its acceptance). */
async function invitationToken(email: string, alias: string) {
  const [condo] = await t.database.db.select().from(condos).where(eq(condos.aliasName, alias));
  const [group] = await t.database.db.select().from(roleGroups).where(eq(roleGroups.name, 'User'));
  const accountId = await userId(email);
  const invitationId = await t.database.db.transaction(async (tx) => {
    await auditOff(tx as unknown as Db);
    const [row] = await tx
      .insert(userInvitations)
      .values({
        condoId: condo?.id as number,
        adminUserId: accountId,
        roleGroupId: group?.id as number,
        firstName: 'Invited',
        email,
      })
      .returning({ id: userInvitations.id });
    return row?.id as number;
  });
  const grant = { invitationId, condoId: condo?.id as number, accountId };
  return issueInvitationToken(t.app.authKeys.privateKey, grant, t.clock.now());
}

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return row?.id as number;
}

const lastEventId = async () =>
  (await t.database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]
    ?.id ?? 0;

describe('the audit trail', () => {
  test('every write route records its change, or says why it records nothing', async () => {
    const uncovered = [...writeRoutes.entries()].filter(([route, skip]) => skip === null && !CASES[route]);
    assert.deepEqual(uncovered, [], 'add a case to CASES, or give the route config.audit.skip with the reason');
    for (const [route, skip] of writeRoutes) {
      if (skip !== null) {
        assert.ok(skip.length > 5, `${route}: say why it records nothing`);
        continue;
      }
      const testCase = CASES[route] as Case;
      const actor = testCase.as ?? DEMO.manager;
      const actorId = await userId(actor);
      const since = await lastEventId();
      const response = await testCase.send();
      assert.equal(response.statusCode, 200, `${route}: ${response.body}`);
      const events = await t.database.db
        .select()
        .from(auditEvents)
        .where(gt(auditEvents.id, since))
        .orderBy(desc(auditEvents.id));
      assert.ok(events.length > 0, `${route} recorded nothing`);
      // A case may first make the record it changes: that is the same caller's change too.
      for (const event of events) {
        assert.equal(event.actorId, actorId, `${route}: who`);
        assert.equal(event.actorEmail, actor, route);
        if (!route.includes(' /admin/')) assert.ok(event.condoId, `${route}: which condo`);
      }
      assert.ok(
        events.some((event) => event.resource === testCase.resource),
        `${route}: recorded as ${events.map((e) => e.resource)}, not ${testCase.resource}`,
      );
    }
  });

  test('a device update: who, when, from where, each changed field before and after; read back newest first', async () => {
    const id = await idOf(`${MB}/api/v1/cameras?per_page=100`, 'Lobby Alert Cam');
    const first = await call('PUT', `${MB}/api/v1/cameras/${id}`, { cameras: { dcs_channel: 'First', timeout: '7' } });
    assert.equal(first.statusCode, 200, first.body);
    await call('PUT', `${MB}/api/v1/cameras/${id}`, { cameras: { dcs_channel: 'Second' } });
    const response = await history('cameras', id);
    assert.equal(response.statusCode, 200, response.body);
    const { data, total_entries } = response.json();
    assert.ok(total_entries >= 2);
    const [latest, earlier] = data;
    assert.equal(latest.action, 'update');
    assert.deepEqual(latest.changes, [{ field: 'dcs_channel', before: 'First', after: 'Second' }]);
    assert.deepEqual(
      earlier.changes.map((change: { field: string }) => change.field),
      ['dcs_channel', 'timeout_minutes'],
    );
    assert.equal(earlier.changes[1].after, 7);
    assert.equal(latest.actor.email, DEMO.manager);
    assert.ok(latest.actor.name.length > 0);
    assert.ok(Date.now() - Date.parse(latest.created_at) < 60_000);
    assert.ok(latest.ip_address);
    assert.ok(latest.id > earlier.id);
  });

  test('a refused write changes nothing and records nothing', async () => {
    const id = await idOf(`${MB}/api/v1/cameras?per_page=100`, 'Lobby Alert Cam');
    const since = await lastEventId();
    const refused = await call('PUT', `${MB}/api/v1/cameras/${id}`, {
      cameras: { dcs_channel: 'Never', bot_id: await adminIdOf(`${OG}/api/v1/bots`) },
    });
    assert.equal(refused.statusCode, 422);
    assert.equal(await lastEventId(), since);
  });

  test('secrets are recorded as changed, never with their values', async () => {
    const group = (await call('GET', `${MB}/api/v1/role_groups?type=BotRoleGroup`)).json().data[0].id;
    const created = await call('POST', `${MB}/api/v1/bots`, {
      bots: { name: `Secret bot ${++unique}`, role_group_id: group, auth_token: 'very-secret-token-123' },
    });
    const id = created.json().data.id as number;
    await call('PUT', `${MB}/api/v1/bots/${id}`, { bots: { auth_token: 'another-secret-token-456' } });
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'bots'), eq(auditEvents.recordId, id)));
    const text = JSON.stringify(rows);
    assert.doesNotMatch(text, /secret-token|[0-9a-f]{64}/);
    const { data } = (await history('bots', id)).json();
    assert.deepEqual(data[0].changes, [{ field: 'token_hash', before: '[hidden]', after: '[hidden]' }]);
  });

  test('history is permission-checked and condo-scoped', async () => {
    const camera = await idOf(`${MB}/api/v1/cameras?per_page=100`, 'Main Gate Entry');
    // The Viewer role has no audit_events permission.
    assert.equal((await history('cameras', camera, DEMO.viewer)).statusCode, 403);
    // Another condo's record reads as having no history here.
    const theirs = await adminIdOf(`${OG}/api/v1/cameras?per_page=100`, 'Main Gate Entry');
    await call('PUT', `${OG}/api/v1/cameras/${theirs}`, { cameras: { dcs_channel: 'Theirs' } }, DEMO.admin);
    const foreign = await history('cameras', theirs);
    assert.equal(foreign.statusCode, 200);
    assert.equal(foreign.json().total_entries, 0);
    assert.ok((await history('cameras', theirs, DEMO.admin, OG)).json().total_entries > 0);
    // The manager is no member of orchid-gardens: 404 there, as for any per-condo call.
    assert.equal((await history('cameras', camera, DEMO.manager, OG)).statusCode, 404);
  });

  test('changes from outside the API are recorded too, without a caller', async () => {
    const [viewer] = await t.database.db
      .select({ slack: adminUsers.slackUsername })
      .from(adminUsers)
      .where(eq(adminUsers.email, DEMO.viewer));
    const since = await lastEventId();
    await t.database.db
      .update(adminUsers)
      .set({ slackUsername: 'psql-change' })
      .where(eq(adminUsers.email, DEMO.viewer));
    const [event] = await t.database.db.select().from(auditEvents).where(gt(auditEvents.id, since));
    assert.equal(event?.resource, 'users');
    assert.equal(event?.actorId, null);
    assert.deepEqual(event?.changes, { slack_username: [viewer?.slack ?? null, 'psql-change'] });
    const [{ total } = { total: 0 }] = await t.database.db
      .select({ total: count() })
      .from(auditEvents)
      .where(gt(auditEvents.id, since));
    assert.equal(total, 1);
  });

  test('the trail is append-only: UPDATE, DELETE and TRUNCATE of audit_events raise, whoever sends them', async () => {
    const id = await idOf(`${MB}/api/v1/cameras?per_page=100`, 'Lobby Alert Cam');
    await call('PUT', `${MB}/api/v1/cameras/${id}`, { cameras: { dcs_channel: `Kept ${++unique}` } });
    const { db } = t.database;
    const [event] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    assert.ok(event);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents);
    // drizzle wraps the database's error: its message names the query, its cause is PostgreSQL's.
    const appendOnly = (error: Error & { cause?: Error }) => /append-only/.test(error.cause?.message ?? error.message);
    await assert.rejects(
      db.update(auditEvents).set({ actorEmail: 'nobody@example.com' }).where(eq(auditEvents.id, event.id)),
      appendOnly,
    );
    await assert.rejects(db.delete(auditEvents).where(eq(auditEvents.id, event.id)), appendOnly);
    await assert.rejects(db.execute(sql`TRUNCATE audit_events`), appendOnly);
    const [unchanged] = await db.select().from(auditEvents).where(eq(auditEvents.id, event.id));
    assert.deepEqual(unchanged, event);
    const [{ total: totalAfter } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents);
    assert.equal(totalAfter, total);
  });
});

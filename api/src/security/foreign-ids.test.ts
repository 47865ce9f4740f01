// ASVS 4.2.1: every id a body names must belong to the caller's condo. One shared check (plugins/foreign-ids.ts),
// a case per declared route and field that sends another condo's id, and a meta-test that fails when a route
// accepts an id field nobody declared.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { condos, residents, units, vehicleEntries, visits } from '../db/schema';
import { openApiDocument } from '../openapi';
import { declaredForeignIds } from '../plugins/foreign-ids';
import { DEMO, startTestApp, type TestApp } from '../test/harness';

type Schema = { type?: string; properties?: Record<string, Schema>; $ref?: string; anyOf?: Schema[] };
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(DEMO.admin), ...(body ? { payload: body } : {}) });
}

async function firstId(url: string, name?: string): Promise<number> {
  const rows = (await call('GET', url)).json().data as { id: number; name: string }[];
  const row = name ? rows.find((candidate) => candidate.name === name) : rows[0];
  assert.ok(row, `${url} ${name ?? ''}`);
  return row.id;
}

let unique = 0;
const mac = () =>
  `02:0F:00:00:${String(Math.floor(++unique / 256) % 100).padStart(2, '0')}:${(unique % 256).toString(16).padStart(2, '0')}`;

/** Another condo's record for each kind the check knows, and a record of the wrong type for the global kinds. */
async function foreignIds() {
  const kiosk = await firstId(`${OG}/api/v1/kiosks?per_page=100`, 'Lobby VMS');
  const workflows = (await call('GET', `${OG}/api/v1/kiosks/${kiosk}/workflows`)).json().data as { id: number }[];
  const userGroup = (await call('GET', `${MB}/api/v1/role_groups?type=UserRoleGroup`)).json().data[0].id as number;
  return {
    bot: await firstId(`${OG}/api/v1/bots`),
    facility: await firstId(`${OG}/api/v1/facilities`),
    workflow: workflows[0]?.id as number,
    botRoleGroup: userGroup,
    // A bot role group where a user role group belongs.
    userRoleGroup: (await call('GET', `${MB}/api/v1/role_groups?type=BotRoleGroup`)).json().data[0].id as number,
    // The callers here are super admins, who may see every condo: a condo that does not exist is the one they cannot
    // assign (alert-users.test.ts sends a Condo Manager another condo).
    visibleCondo: 2_000_000_000,
    resident: await firstResident('orchid-gardens'),
    // A person of orchid-gardens only (the demo accounts belong to both or to every condo).
    user: ((await call('GET', `${OG}/api/v1/users?per_page=500`)).json().data as { id: number; email: string }[]).find(
      (user) => user.email.endsWith('@orchid-gardens.demo'),
    )?.id as number,
    notification: await firstId(`${OG}/api/v1/notifications`),
    // Alert groups are shared: one that does not exist is the one nobody may name.
    alertGroup: 2_000_000_000,
    ...(await siteActivityOf('orchid-gardens')),
  };
}

async function firstResident(alias: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: residents.id })
    .from(residents)
    .innerJoin(condos, eq(condos.id, residents.condoId))
    .where(eq(condos.aliasName, alias))
    .orderBy(asc(residents.id))
    .limit(1);
  assert.ok(row, `a resident of ${alias}`);
  return row.id;
}

/** A unit of the condo, and a visit and a vehicle entry made there (the devices' records, routes/device-writes.ts). */
async function siteActivityOf(alias: string) {
  const db = t.database.db;
  const [unit] = await db
    .select({ id: units.id, condoId: units.condoId })
    .from(units)
    .innerJoin(condos, eq(condos.id, units.condoId))
    .where(eq(condos.aliasName, alias))
    .orderBy(asc(units.id))
    .limit(1);
  assert.ok(unit, `a unit of ${alias}`);
  const condoId = unit.condoId;
  const inTime = new Date('2020-01-06T10:00:00Z');
  const [visit] = await db
    .insert(visits)
    .values({
      condoId,
      visitorName: 'Foreign',
      visitorPhone: '80000000',
      visitorType: 'Guest',
      modeOfEntry: 'kiosk',
      inTime,
    })
    .returning({ id: visits.id });
  const [entry] = await db
    .insert(vehicleEntries)
    .values({
      condoId,
      numberPlate: 'SFOR1',
      entryType: 'visitor',
      registered: false,
      lane: 'visitor',
      vehicleType: 'car',
      inTime,
    })
    .returning({ id: vehicleEntries.id });
  return { unit: unit.id, visit: visit?.id as number, vehicleEntry: entry?.id as number };
}

const SITE_MAC = '02:0F:00:00:00:01';
const siteCase = (plural: string, wrapper: string, base: Record<string, unknown>): Case => ({
  url: async () => `${MB}/api/v1/${plural}`,
  body: (field, id) => ({ [wrapper]: { ...base, mac_address: SITE_MAC, [field]: id } }),
});

type Case = { url: () => Promise<string>; body: (field: string, id: number) => object };
const deviceCase = (plural: string, base: Record<string, unknown>, existing: string): Record<string, Case> => ({
  [`POST /api/v1/${plural}`]: {
    url: async () => `${MB}/api/v1/${plural}`,
    body: (field, id) => ({ [plural]: { ...base, name: `Foreign ${++unique}`, mac_address: mac(), [field]: id } }),
  },
  [`PUT /api/v1/${plural}/{id}`]: {
    url: async () => `${MB}/api/v1/${plural}/${await firstId(`${MB}/api/v1/${plural}?per_page=100`, existing)}`,
    body: (field, id) => ({ [plural]: { [field]: id } }),
  },
});
const workflowCase = (plural: string, existing: string): Record<string, Case> => ({
  [`PUT /api/v1/${plural}/{id}/current_workflow`]: {
    url: async () =>
      `${MB}/api/v1/${plural}/${await firstId(`${MB}/api/v1/${plural}?per_page=100`, existing)}/current_workflow`,
    body: (field, id) => ({ [field]: id }),
  },
});

/** A valid request per declared route, into which the test puts another condo's id. */
const CASES: Record<string, Case> = {
  ...deviceCase('cameras', { camera_type: 'internal_cam', timeout: '5', dcs_channel: '1' }, 'Main Gate Entry'),
  ...deviceCase('kiosks', { device_type: 'vms', timeout: '5', description: 'Foreign' }, 'Guard House Handheld'),
  ...deviceCase('vizitins', { device_type: 'vizitin_plus', timeout: '5', description: 'Foreign' }, 'Tower A Entrance'),
  ...workflowCase('kiosks', 'Lobby VMS'),
  ...workflowCase('vizitins', 'Tower A Entrance'),
  'POST /api/v1/bots': {
    url: async () => `${MB}/api/v1/bots`,
    body: (field, id) => ({ bots: { name: `Foreign bot ${++unique}`, [field]: id } }),
  },
  'POST /api/v1/outboxes/send_sms': {
    url: async () => `${MB}/api/v1/outboxes/send_sms`,
    body: (field, id) => ({
      phone: '91234567',
      country_code: 65,
      recipient_type: 'resident',
      content: 'Hi',
      [field]: id,
    }),
  },
  'PUT /api/v1/bots/{id}': {
    url: async () => `${MB}/api/v1/bots/${await firstId(`${MB}/api/v1/bots`)}`,
    body: (field, id) => ({ bots: { [field]: id } }),
  },
  // The user-id fields are lists: the foreign id goes in as the only item.
  'POST /api/v1/notifications': {
    url: async () => `${MB}/api/v1/notifications`,
    body: (field, id) => ({ notifications: { name: `Foreign group ${++unique}`, [field]: [id] } }),
  },
  'PUT /api/v1/notifications/{id}': {
    url: async () => `${MB}/api/v1/notifications/${await firstId(`${MB}/api/v1/notifications`)}`,
    body: (field, id) => ({ notifications: { [field]: [id] } }),
  },
  'POST /api/v1/reports': {
    url: async () => `${MB}/api/v1/reports`,
    body: (field, id) => ({ reports: { name: `Foreign report ${++unique}`, [field]: [id] } }),
  },
  'POST /api/v1/users': {
    url: async () => `${MB}/api/v1/users`,
    body: (field, id) => ({
      users: { first_name: 'Foreign', email: `foreign.${++unique}@identity.test`, [field]: id },
    }),
  },
  'PUT /api/v1/users/{id}': {
    url: async () => `${MB}/api/v1/users/${await firstId(`${MB}/api/v1/users?query=manager@demo.condo`)}`,
    body: (field, id) => ({ users: { [field]: id } }),
  },
  'POST /api/v1/alert_users': {
    url: async () => `${MB}/api/v1/alert_users`,
    body: (field, id) => ({
      alert_users: {
        first_name: 'Foreign',
        last_name: 'Alert',
        email: `foreign.${++unique}@alerts.test`,
        phone: '91234567',
        [field]: [id],
      },
    }),
  },
  'PUT /api/v1/alert_users/{id}': {
    url: async () => `${MB}/api/v1/alert_users/${await firstId(`${MB}/api/v1/alert_users`)}`,
    body: (field, id) => ({ alert_users: { [field]: [id] } }),
  },
  'POST /api/v1/alert_types': {
    url: async () => `${MB}/api/v1/alert_types`,
    body: (field, id) => ({
      alert_types: {
        name: `Foreign alert ${++unique}`,
        alias_name: `foreign_alert_${unique}`,
        weight: { raised: 10, resolved: 5, false_alert: 2 },
        [field]: id,
      },
    }),
  },
  'PUT /api/v1/alert_types/{id}': {
    url: async () => `${MB}/api/v1/alert_types/${await firstId(`${MB}/api/v1/alert_types`)}`,
    body: (field, id) => ({ alert_types: { [field]: id } }),
  },
  // The devices' site-activity writes (routes/device-writes.ts): another condo's unit, visit, vehicle entry or resident.
  'POST /api/v1/visits': siteCase('visits', 'visit', {
    visitor_name: 'Foreign',
    visitor_phone: '80000001',
    visitor_type: 'Guest',
    mode_of_entry: 'kiosk',
  }),
  'POST /api/v1/alerts': siteCase('alerts', 'alert', { alert_type: 'overstay_visitor', description: 'Foreign' }),
  'POST /api/v1/call_logs': siteCase('call_logs', 'call_log', { status: 'answered', call_type: 'ivr' }),
  'POST /api/v1/resident_entries': siteCase('resident_entries', 'resident_entry', { entry_mode: 'FACE' }),
  'PUT /api/v1/reports/{id}': {
    url: async () => `${MB}/api/v1/reports/${await firstId(`${MB}/api/v1/reports`)}`,
    body: (field, id) => ({ reports: { [field]: [id] } }),
  },
};

/** `/api/v1/cameras/{id}` as the route table registered it (under /tenants/:condo for per-condo routes). */
function declarationOf(method: string, path: string) {
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  return declaredForeignIds.get(`${method} ${url}`) ?? declaredForeignIds.get(`${method} /tenants/:condo${url}`);
}

async function idFieldsOfEveryRoute() {
  const document = (await openApiDocument()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const fields: { route: string; method: string; path: string; field: string }[] = [];
  const walk = (schema: Schema | undefined, prefix: string, route: { method: string; path: string }) => {
    if (!schema) return;
    if (schema.$ref) return walk(document.components.schemas[schema.$ref.split('/').pop() as string], prefix, route);
    for (const variant of schema.anyOf ?? []) walk(variant, prefix, route);
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const dotted = prefix ? `${prefix}.${name}` : name;
      if (/_ids?$/.test(name)) fields.push({ route: `${route.method} ${route.path}`, ...route, field: dotted });
      walk(child, dotted, route);
    }
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const json = operation.requestBody?.content['application/json']?.schema;
      walk(json, '', { method: method.toUpperCase(), path });
    }
  }
  return fields;
}

describe('the shared foreign-id check', () => {
  test('every *_id field a route accepts is declared, and every declared route has a case here', async () => {
    const fields = await idFieldsOfEveryRoute();
    assert.ok(fields.length >= 10, 'the walk finds the id fields');
    const undeclared = fields.filter(({ method, path, field }) => !declarationOf(method, path)?.[field]);
    assert.deepEqual(undeclared, [], 'declare these in the route’s config.foreignIds');
    const uncovered = fields
      .filter(({ method, path, field }) => typeof declarationOf(method, path)?.[field] === 'string')
      .filter(({ route }) => !CASES[route])
      .map(({ route }) => route);
    assert.deepEqual(uncovered, [], 'add a case to CASES');
  });

  test('each route refuses another condo’s id (or a record of the wrong kind) with a 422 naming the field', async () => {
    const foreign = await foreignIds();
    const fields = (await idFieldsOfEveryRoute()).filter(
      ({ method, path, field }) => typeof declarationOf(method, path)?.[field] === 'string',
    );
    for (const { route, method, path, field } of fields) {
      const kind = declarationOf(method, path)?.[field] as keyof typeof foreign;
      const name = field.split('.').at(-1) as string;
      const testCase = CASES[route] as Case;
      const response = await call(method as 'POST', await testCase.url(), testCase.body(name, foreign[kind]));
      assert.equal(response.statusCode, 422, `${route} ${field}: ${response.body}`);
      assert.match(response.json().message, new RegExp(`^${name} ${foreign[kind]} must be `), route);
    }
  });

  test('the same requests with the condo’s own ids pass the check', async () => {
    const own = {
      bot: await firstId(`${MB}/api/v1/bots`),
      facility: await firstId(`${MB}/api/v1/facilities`),
    };
    const kiosk = await firstId(`${MB}/api/v1/kiosks?per_page=100`, 'Guard House Handheld');
    const ok = await call('PUT', `${MB}/api/v1/kiosks/${kiosk}`, {
      kiosks: { bot_id: own.bot, facility_id: own.facility },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const member = await firstId(`${MB}/api/v1/users`);
    const group = await firstId(`${MB}/api/v1/notifications`);
    const members = await call('PUT', `${MB}/api/v1/notifications/${group}`, {
      notifications: { sms_user_ids: [member], whatsapp_user_ids: [member], mail_user_ids: [member] },
    });
    assert.equal(members.statusCode, 200, members.body);
  });
});

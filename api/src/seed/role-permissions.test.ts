import assert from 'node:assert/strict';
import { test } from 'node:test';
import { permissionsOf, RESOURCE_ACTIONS, ROLE_GROUPS } from './role-permissions';

test('every role group of the spec exists, with the right type', () => {
  const people = [
    'Super Admin',
    'Admin',
    'User',
    'Demo',
    'Viewer',
    'All',
    'Resident',
    'Device Manager',
    'Condo Manager',
  ];
  const bots = ['Cameras-Bot', 'LNPR-Bot', 'Alert-Bot', 'VMS-Bot', 'Vizitin-Bot', 'Announcement-Bot', 'Webcheckin-Bot'];
  assert.deepEqual(ROLE_GROUPS.map((group) => group.name).sort(), [...people, ...bots].sort());
  for (const bot of bots) assert.equal(ROLE_GROUPS.find((group) => group.name === bot)?.type, 'BotRoleGroup');
});

test('maps use only known resources and actions', () => {
  const known: Record<string, readonly string[]> = RESOURCE_ACTIONS;
  for (const group of ROLE_GROUPS) {
    for (const [resource, actions] of Object.entries(group.permissions)) {
      assert.ok(known[resource], `${group.name}: unknown resource ${resource}`);
      for (const action of actions)
        assert.ok(known[resource]?.includes(action), `${group.name}: ${resource} ${action}`);
    }
  }
});

test('Super Admin may do everything; Condo Manager everything but admin users', () => {
  assert.deepEqual(permissionsOf('Super Admin'), RESOURCE_ACTIONS);
  const { 'api/v1/admin_users': _, ...withoutAdminUsers } = RESOURCE_ACTIONS;
  assert.deepEqual(permissionsOf('Condo Manager'), withoutAdminUsers);
});

test('Device Manager and Viewer hold exactly the permissions the spec gives them', () => {
  assert.deepEqual(permissionsOf('Device Manager'), {
    'api/v1/condos': ['show'],
    'api/v1/users': ['index'],
    'api/v1/bots': ['index', 'show', 'create', 'update'],
    'api/v1/outboxes': ['index', 'show'],
    'api/v1/cameras': ['index', 'show', 'create', 'update'],
    'api/v1/kiosks': ['index', 'show', 'create', 'update'],
    'api/v1/vizitins': ['index', 'show', 'create', 'update'],
    'api/v1/facilities': ['index', 'action'],
    'api/v1/role_groups': ['index'],
  });
  assert.deepEqual(permissionsOf('Viewer'), {
    'api/v1/condos': ['show'],
    'api/v1/outboxes': ['index', 'show'],
    'api/v1/notifications': ['index'],
    'api/v1/reports': ['index'],
    // Devices shows in the Viewer's menu (outboxes index+show), so its screen must read the devices.
    'api/v1/cameras': ['index', 'show'],
    'api/v1/kiosks': ['index', 'show'],
    'api/v1/vizitins': ['index', 'show'],
  });
});

test('the Demo group reads everything and changes nothing', () => {
  const demo = permissionsOf('Demo');
  assert.deepEqual(demo['api/v1/cameras'], ['index', 'show']);
  const writes = Object.values(demo)
    .flat()
    .filter((action) =>
      [
        'create',
        'update',
        'destroy',
        'import',
        'reset',
        'device_hard_reset',
        'device_in_app_update',
        'send_sms',
      ].includes(action),
    );
  assert.deepEqual(writes, []);
});

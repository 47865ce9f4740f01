import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assignableRoles,
  ASSIGNABLE_ROLES as CONSOLE_ASSIGNABLE_ROLES,
} from '../../../shared/src/permissions/assignable-roles';
import {
  ASSIGNABLE_ROLES,
  mayAssignRole,
  permissionsOf,
  READ_ACTIONS,
  RESOURCE_ACTIONS,
  ROLE_GROUPS,
  readOnlyMap,
} from './role-permissions';

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
    // Spec part 2 §6: a Device Manager assigns roles, so they manage users.
    'api/v1/users': ['index', 'show', 'create', 'update', 'destroy'],
    'api/v1/bots': ['index', 'show', 'create', 'update'],
    'api/v1/outboxes': ['index', 'show'],
    'api/v1/cameras': ['index', 'show', 'create', 'update'],
    'api/v1/kiosks': ['index', 'show', 'create', 'update'],
    'api/v1/vizitins': ['index', 'show', 'create', 'update'],
    'api/v1/facilities': ['index', 'action'],
    'api/v1/role_groups': ['index'],
    // The History tab of the device and bot forms.
    'api/v1/audit_events': ['index'],
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

test('the role-assignment matrix is spec part 2 §6, and the console has the same one', () => {
  assert.deepEqual(ASSIGNABLE_ROLES, {
    'Super Admin': 'all',
    'Condo Manager': ['Admin', 'User', 'Device Manager', 'Condo Manager'],
    'Device Manager': ['Admin', 'User', 'Device Manager', 'Condo Manager'],
    Admin: ['User'],
  });
  // The console's copy (shared/src/permissions/assignable-roles.ts) drives the form's role list.
  assert.deepEqual(CONSOLE_ASSIGNABLE_ROLES, ASSIGNABLE_ROLES);
  const people = ROLE_GROUPS.filter((group) => group.type === 'UserRoleGroup').map((group) => group.name);
  for (const caller of [...people, 'Super Admin']) {
    const console = assignableRoles(caller, false);
    for (const target of people) {
      assert.equal(mayAssignRole(caller, false, target), console === 'all' || console.includes(target), caller);
      assert.equal(mayAssignRole(caller, true, target), true, 'a super admin assigns every role');
    }
  }
  for (const role of Object.values(ASSIGNABLE_ROLES).flatMap((roles) => (roles === 'all' ? [] : roles))) {
    assert.ok(people.includes(role), `${role} is a UserRoleGroup`);
  }
});

test('a read-only map keeps only read actions', () => {
  const map = readOnlyMap(permissionsOf('Condo Manager'));
  assert.deepEqual(map['api/v1/users'], ['index', 'show']);
  assert.equal(map['api/v1/public_holidays']?.includes('create'), false);
  for (const actions of Object.values(map)) for (const action of actions) assert.ok(READ_ACTIONS.has(action));
  assert.equal(map['api/v1/suppression_lists']?.join(), 'index');
});

test('alert users: the condo administrators manage them, the read-only groups read them', () => {
  for (const group of ['Super Admin', 'Admin', 'Condo Manager', 'All']) {
    assert.deepEqual(permissionsOf(group)['api/v1/alert_users'], ['index', 'create', 'update', 'destroy'], group);
  }
  for (const group of ['User', 'Demo']) assert.deepEqual(permissionsOf(group)['api/v1/alert_users'], ['index'], group);
  for (const group of ['Viewer', 'Device Manager', 'Resident'])
    assert.equal(permissionsOf(group)['api/v1/alert_users'], undefined, group);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { routeGroups } from './registry';
import { claimsOf, homeOf, type RouteGroup, registerGroups } from './route-group';

/** A group whose one per-condo route is `GET path`, checking `permission`. */
function groupServing(name: string, path: string, permission: { resource: string; action: string }): RouteGroup {
  return {
    name,
    permissions: ['api/v1/alerts'],
    perCondo: [
      async (app) => {
        app.get(path, { config: { permission } }, async () => ({}));
      },
    ],
  };
}

async function start(groups: RouteGroup[]) {
  const app = Fastify();
  try {
    await registerGroups(app, groups, 'perCondo');
    await app.ready();
  } finally {
    await app.close();
  }
}

test('the app starts: every route sits in its path’s folder and checks only permissions its group declares', async () => {
  const app = await buildApp();
  await app.ready();
  await app.close();
});

test('a path is served from the folder named after its first segment, or from the group claiming a longer prefix', () => {
  const home = (path: string) => homeOf(path, routeGroups)?.name;
  assert.equal(home('/api/v1/vehicle_entries/exit'), 'vehicle-entries');
  assert.equal(home('/api/v1/alerts/:id/resolve'), 'alerts');
  assert.equal(home('/api/v1/residents/:phone/phone'), 'residents');
  assert.equal(home('/admin/admin_users'), 'admin-users');
  assert.equal(home('/condos/:id'), 'condos');
  assert.equal(home('/condos/:ui_type/condo_config'), 'condos');
  assert.equal(home('/api/v1/employees/all_employees'), 'employees');
  assert.equal(home('/api/v1/kiosks/:id/workflows'), 'kiosks');
  assert.equal(home('/api/v1/employees/:id/face_id_images'), 'employees');
  assert.equal(home('/api/v1/form_types'), 'form-types');
  // Claims (route-group.ts `paths`): paths whose first segment is not a folder's name.
  assert.equal(home('/admin/login'), 'auth');
  assert.equal(home('/admin/webapps/available'), 'web-apps');
  assert.equal(home('/api/v1/nothing_here'), undefined);
});

test('only sign-in and the admin area’s web apps claim paths beyond their folder’s name', () => {
  const claims = Object.fromEntries(
    routeGroups.filter((group) => group.paths).map((group) => [group.name, group.paths]),
  );
  assert.deepEqual(claims, {
    auth: ['/login', '/admin/login', '/admin/logout', '/admin/send_otp', '/public_key', '/refresh_token'],
    'web-apps': ['/admin/webapps'],
  });
});

test('no prefix is claimed by two groups', () => {
  const claims = routeGroups.flatMap(claimsOf);
  assert.deepEqual(
    claims.filter((claim, index) => claims.indexOf(claim) !== index),
    [],
  );
});

test('a route in another folder’s path stops the start, naming the folder it belongs in', async () => {
  const visits: RouteGroup = { name: 'visits' };
  const alerts = groupServing('alerts', '/api/v1/visits/most_vms_entry', {
    resource: 'api/v1/alerts',
    action: 'index',
  });
  await assert.rejects(
    start([alerts, visits]),
    /GET \/api\/v1\/visits\/most_vms_entry \(routes\/alerts\): .* routes\/visits/,
  );
  const stray = groupServing('alerts', '/api/v1/parking_lots', { resource: 'api/v1/alerts', action: 'index' });
  await assert.rejects(start([stray]), /belongs in routes\/parking-lots/);
  await start([groupServing('alerts', '/api/v1/alerts/list', { resource: 'api/v1/alerts', action: 'list' })]);
});

test('a permission its group does not declare, or an action the catalogue lacks, stops the start', async () => {
  const undeclared = groupServing('alerts', '/api/v1/alerts', { resource: 'api/v1/visits', action: 'index' });
  await assert.rejects(start([undeclared]), /api\/v1\/visits is not in its group's permissions/);
  const unknownAction = groupServing('alerts', '/api/v1/alerts', { resource: 'api/v1/alerts', action: 'explode' });
  await assert.rejects(start([unknownAction]), /api\/v1\/alerts has no action explode/);
});

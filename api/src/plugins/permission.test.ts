import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { adminUsers, condoMemberships, condos, roleGroups } from '../db/schema';
import { DEMO, startTestApp, type TestApp } from '../test/harness';
import authPlugin from './auth';
import callerCachePlugin from './caller-cache';
import permissionPlugin from './permission';
import tenantPlugin from './tenant';

let t: TestApp;
before(async () => {
  t = await startTestApp();
  // A probe route that needs a permission the Viewer lacks, behind the same plugins as every per-condo route.
  await t.app.register(
    async (scope) => {
      await scope.register(tenantPlugin, { source: 'path' });
      await scope.register(permissionPlugin);
      scope.get('/probe', { config: { permission: { resource: 'api/v1/cameras', action: 'create' } } }, async () => ({
        data: 'ok',
      }));
    },
    { prefix: '/tenants/:condo' },
  );
});
after(() => t.close());

describe('permission checks', () => {
  test("refuses a route the caller's role group does not allow, with 403 and the reason", async () => {
    const viewer = await t.app.inject({ url: '/tenants/marina-bay/probe', headers: await t.authAs(DEMO.viewer) });
    assert.equal(viewer.statusCode, 403);
    assert.deepEqual(viewer.json(), { message: 'You do not have permission to create api/v1/cameras' });
    const manager = await t.app.inject({ url: '/tenants/marina-bay/probe', headers: await t.authAs(DEMO.manager) });
    assert.equal(manager.statusCode, 200);
  });

  test('a real route: a group without condos show may not read the condo, but may read its own roles', async () => {
    const db = t.database.db;
    const [bot] = await db
      .insert(adminUsers)
      .values({ email: 'camera-bot@demo.condo', firstName: 'Camera bot' })
      .returning();
    const [group] = await db.select().from(roleGroups).where(eq(roleGroups.name, 'Cameras-Bot'));
    const [marina] = await db.select().from(condos).where(eq(condos.aliasName, 'marina-bay'));
    assert.ok(bot && group && marina);
    await db.insert(condoMemberships).values({ adminUserId: bot.id, condoId: marina.id, roleGroupId: group.id });

    const headers = await t.authAs('camera-bot@demo.condo');
    const condo = await t.app.inject({ url: '/tenants/marina-bay/condos/marina-bay', headers });
    assert.equal(condo.statusCode, 403);
    assert.deepEqual(condo.json(), { message: 'You do not have permission to show api/v1/condos' });
    const roles = await t.app.inject({ url: '/tenants/marina-bay/api/v1/users/roles', headers });
    assert.equal(roles.statusCode, 200);
    assert.deepEqual(roles.json().data, { 'api/v1/cameras': ['index', 'show', 'update'] });
  });

  test("only the map's own entries grant: a permission put on Object.prototype grants nothing", async () => {
    const viewer = await t.authAs(DEMO.viewer);
    // Serializers compile on first use, and compiling one while the prototype carries an array breaks it: done first.
    t.app.compileAllSerializers();
    // The Viewer's map has no api/v1/users entry at all: a lookup through the prototype would find this one.
    const prototype = Object.prototype as unknown as Record<string, unknown>;
    prototype['api/v1/users'] = ['index'];
    try {
      const users = await t.app.inject({ url: '/tenants/marina-bay/api/v1/users', headers: viewer });
      assert.equal(users.statusCode, 403, users.body);
    } finally {
      delete prototype['api/v1/users'];
    }
  });

  test('a per-condo route that declares no permission stops the app from starting', async () => {
    const app = Fastify();
    app.decorate('authKeys', t.app.authKeys);
    await app.register(callerCachePlugin, { database: undefined, ttlMs: 0 });
    await app.register(authPlugin);
    app.register(async (scope) => {
      await scope.register(tenantPlugin, { source: 'path' });
      await scope.register(permissionPlugin);
      scope.get('/undeclared', async () => 'open');
    });
    await assert.rejects(async () => app.ready(), /must declare config\.permission/);
  });
});

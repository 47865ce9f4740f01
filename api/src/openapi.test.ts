import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildApp } from './app';
import { openApiDocument } from './openapi';

test('the OpenAPI document builds without a database and describes the contract', async () => {
  const document = (await openApiDocument()) as {
    paths: Record<string, Record<string, { security?: unknown[]; servers?: { url: string }[]; operationId?: string }>>;
    components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  };
  for (const path of [
    '/admin/send_otp',
    '/admin/login',
    '/login',
    '/public_key',
    '/refresh_token',
    '/admin/condos',
    '/condos/{id}',
    '/api/v1/users/profile',
    '/api/v1/users/roles',
  ]) {
    assert.ok(document.paths[path], `${path} is documented`);
  }
  assert.ok(!Object.keys(document.paths).some((path) => path.startsWith('/tenants/')), 'one entry per route');
  assert.deepEqual(document.paths['/api/v1/users/roles']?.get?.security, [{ JWT: [] }]);
  assert.equal(document.paths['/api/v1/users/roles']?.get?.servers?.[0]?.url, '/tenants/{condo}');
  assert.ok(document.components.securitySchemes.JWT);
  // Generated clients name their calls after operationId, and need to know which calls send no token.
  assert.equal(document.paths['/api/v1/users/roles']?.get?.operationId, 'getUsersRoles');
  assert.equal(document.paths['/condos/{id}']?.get?.operationId, 'getCondosById');
  assert.deepEqual(document.paths['/login']?.post?.security, [], 'signing in needs no token');
  assert.deepEqual(document.paths['/admin/condos']?.get?.security, [{ JWT: [] }]);
  for (const name of ['ErrorBody', 'CondoListItem', 'Condo', 'Profile', 'PermissionMap', 'LoginTokens']) {
    assert.ok(document.components.schemas[name], `${name} is a named schema`);
  }
});

test('every response schema compiles to a serializer (they compile on first use, so startup would not tell)', async () => {
  const app = await buildApp({ logger: false });
  await app.ready();
  assert.doesNotThrow(() => app.compileAllSerializers());
  await app.close();
});

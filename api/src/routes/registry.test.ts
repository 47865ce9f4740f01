import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { RESOURCE_ACTIONS } from '../access/role-permissions';
import { routeGroups } from './registry';

const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

test('every resource folder declares one route group, named after it, and the registry lists each once', () => {
  assert.deepEqual(routeGroups.map((group) => group.name).sort(), folders);
});

test('each folder’s index.ts is the group the registry lists under its name', async () => {
  for (const folder of folders) {
    const declared = (await import(join(import.meta.dirname, folder, 'index.ts'))).default;
    assert.equal(
      routeGroups.find((group) => group.name === folder),
      declared,
      folder,
    );
  }
});

test('the permission catalogue holds exactly the resources the groups declare', () => {
  // Each route's permission is one its group declares (route-group.ts misplacement, checked at start).
  const declared = new Set(routeGroups.flatMap((group) => group.permissions ?? []));
  assert.deepEqual([...declared].sort(), Object.keys(RESOURCE_ACTIONS).sort());
});

test('each group serves something: routes of some scope, or job handlers', () => {
  for (const group of routeGroups) {
    const plugins = [...(group.global ?? []), ...(group.perCondo ?? []), ...(group.public ?? [])];
    assert.ok(plugins.length > 0 || group.jobs, `${group.name} declares no routes`);
  }
});

test('a table is audited by one group only', () => {
  const tables = routeGroups.flatMap((group) => Object.keys(group.audited ?? {}));
  assert.deepEqual(
    tables.filter((table, index) => tables.indexOf(table) !== index),
    [],
  );
});

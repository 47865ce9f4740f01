import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { routeGroups } from './registry';

const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

test('every resource folder declares one route group, named after it, and the registry lists each once', () => {
  assert.deepEqual(routeGroups.map((group) => group.name).sort(), folders);
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

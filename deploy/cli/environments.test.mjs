import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { frontEndPackages } from '../../scripts/build.mjs';

const environmentsDir = join(import.meta.dirname, '..', 'environments');
const builtAreas = frontEndPackages.filter((name) => name.startsWith('mfe-'));

for (const file of readdirSync(environmentsDir).filter((name) => name.endsWith('.json'))) {
  test(`${file} lists every built area, so no screen says "not available here"`, () => {
    const manifest = JSON.parse(readFileSync(join(environmentsDir, file), 'utf8'));
    for (const area of builtAreas) assert.ok(manifest.remotes[area], `${file} does not list ${area}`);
  });
}

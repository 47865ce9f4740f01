// Regenerates the contract types: the API's OpenAPI document (api/openapi.json, built from the route
// schemas without a database or server) → shared/src/contract/openapi.d.ts (openapi-typescript), its value lists
// (enums.ts) and the contract barrel (index.ts, gen-contract-modules.mjs), and the table of
// the API's additions to the spec, docs/additions.md, from the document's x-addition marks (gen-additions.mjs).
// Run after changing any API route schema: node scripts/gen-contract.mjs
// With --check (npm test) it fails when the committed files differ from what the API's schemas produce.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${[command, ...args].join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

const contract = join(root, 'shared', 'src', 'contract');
const generated = [
  join(root, 'api', 'openapi.json'),
  join(contract, 'openapi.d.ts'),
  join(contract, 'enums.ts'),
  join(contract, 'index.ts'),
  join(root, 'docs', 'additions.md'),
];
const committed = generated.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''));

run(process.execPath, ['--import', 'tsx', join('api', 'src', 'openapi-dump.ts')]);
// Keeps the committed document in the repo's format, so regenerating it changes only what changed.
run(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', join('api', 'openapi.json')]);
// openapi-typescript builds its output with the TypeScript 5 compiler API, which TypeScript 7 (the
// repo's compiler) no longer has; @condo/api pins openapi-typescript with typescript 5 for this.
run(process.execPath, [join('scripts', 'gen-additions.mjs')]);
run(join(root, 'api', 'node_modules', '.bin', 'openapi-typescript'), [
  join('api', 'openapi.json'),
  '--output',
  join('shared', 'src', 'contract', 'openapi.d.ts'),
]);
// The contract's value lists (enums.ts) and the barrel (index.ts), in the repo's format.
run(process.execPath, [join('scripts', 'gen-contract-modules.mjs')]);
run(join(root, 'node_modules', '.bin', 'biome'), [
  'format',
  '--write',
  join(contract, 'enums.ts'),
  join(contract, 'index.ts'),
]);

if (process.argv.includes('--check')) {
  const stale = generated.filter((file, i) => readFileSync(file, 'utf8') !== committed[i]);
  if (stale.length) {
    for (const [i, file] of generated.entries()) {
      if (committed[i]) writeFileSync(file, committed[i]);
      else rmSync(file, { force: true });
    }
    console.error(`Out of date with the API's schemas: ${stale.join(', ')}. Run: node scripts/gen-contract.mjs`);
    process.exit(1);
  }
  console.log('The contract types and the additions table match the API.');
}

// The project's Node.js line (issue #27 item 5): engines, the types and both images name it, and a command run with an
// older Node.js runs on it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { NODE_VERSION } from './node-lts.mjs';
import { root } from './pnpm.mjs';

const majorOf = (version) => Number(/\d+/.exec(version)?.[0]);
const major = majorOf(NODE_VERSION);
/** `engines.node` is one `>=X.Y` range: whether `version` is within it. */
const within = (version, range) => {
  const [, low, minor] = /^>=(\d+)\.(\d+)$/.exec(range) ?? [];
  const [vMajor, vMinor] = version.split('.').map(Number);
  return vMajor > Number(low) || (vMajor === Number(low) && vMinor >= Number(minor));
};
const read = (path) => readFileSync(join(root, path), 'utf8');

test('engines, the types and both images name the LTS line the commands run on', () => {
  const manifest = JSON.parse(read('package.json'));
  assert.ok(within(NODE_VERSION, manifest.engines.node), `${NODE_VERSION} within ${manifest.engines.node}`);
  assert.ok(!within('20.19.0', manifest.engines.node), 'Node 20 (end of life) is not within engines');
  assert.equal(majorOf(manifest.devDependencies['@types/node']), major);
  for (const image of ['deploy/docker/api.Dockerfile', 'deploy/docker/web.Dockerfile']) {
    const bases = [...read(image).matchAll(/^FROM node:(\d+)-/gm)].map((match) => Number(match[1]));
    assert.deepEqual([...new Set(bases)], [major], image);
  }
});

test('a command started with the machine’s Node.js runs on a Node.js of the supported lines', () => {
  // /usr/bin/node is the machine's own (20 on the CI machine); npm test itself may already run on the fetched one.
  const machineNode = execFileSync('sh', ['-c', 'command -v /usr/bin/node || command -v node'], { encoding: 'utf8' });
  const machine = execFileSync(machineNode.trim(), ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  const ran = execFileSync(
    machineNode.trim(),
    [join(root, 'scripts/pnpm.mjs'), 'exec', 'node', '-p', 'process.versions.node'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: `/usr/bin:${process.env.PATH}` } },
  ).trim();
  const expected = majorOf(machine) < 22 ? NODE_VERSION : machine;
  assert.equal(ran.split('\n').at(-1), expected, `started with ${machine}`);
});

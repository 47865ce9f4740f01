import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compatibilityProblems, providedSingletons } from './compatibility.mjs';

const host = {
  name: 'host',
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', singleton: true },
    { name: '@condo/shared', version: '0.1.0', singleton: true },
  ],
  exposes: [],
};
const provided = providedSingletons(host);

const release = (shared, exposes = [{ path: './app' }]) => ({
  remote: 'mfe-devices',
  version: '0.2.0',
  manifest: { name: 'mfe_devices', shared, exposes },
});

test('a remote whose singleton ranges the host satisfies is compatible', () => {
  const problems = compatibilityProblems(
    release([
      { name: 'react', version: '19.3.0', singleton: true, requiredVersion: '^19.2.0' },
      { name: '@condo/shared', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' },
      { name: 'lodash-es', version: '4.17.21', singleton: false, requiredVersion: '^4' },
    ]),
    provided,
  );
  assert.deepEqual(problems, []);
});

test('a singleton range the host cannot satisfy is refused, naming the package and both versions', () => {
  const problems = compatibilityProblems(
    release([{ name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.3.1' }]),
    provided,
  );
  assert.deepEqual(problems, ['mfe-devices@0.2.0 needs react ^18.3.1, but the host provides react 19.3.1.']);
});

test('a singleton the host does not share at all is refused', () => {
  const problems = compatibilityProblems(
    release([{ name: 'zustand', version: '5.0.0', singleton: true, requiredVersion: '^5.0.0' }]),
    provided,
  );
  assert.match(problems[0], /shares zustand \(needs \^5\.0\.0\) as a singleton, but the host does not provide it/);
});

test('a remote that no longer exposes what the host mounts is refused', () => {
  const problems = compatibilityProblems(release([], [{ path: './screens' }]), provided);
  assert.deepEqual(problems, [
    'mfe-devices@0.2.0 no longer exposes ./app, which the host mounts (it exposes ./screens).',
  ]);
});

test('a missing requiredVersion means the exact-major range of the version it was built with', () => {
  const problems = compatibilityProblems(
    release([{ name: 'react-dom', version: '20.0.0', singleton: true, requiredVersion: false }]),
    provided,
  );
  assert.deepEqual(problems, ['mfe-devices@0.2.0 needs react-dom ^20.0.0, but the host provides react-dom 19.3.1.']);
});

// Where releases and environments live. Both are plain folders by default; the same layout works on any
// static host or object store (sync the folders), which is what a real deployment does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');
export const registryDir = () => process.env.REGISTRY_DIR ?? join(repoRoot, 'deploy/registry');
export const environmentsDir = () => process.env.ENVIRONMENTS_DIR ?? join(repoRoot, 'deploy/environments');

/** Workspace folders that are remotes: the areas the host loads at runtime. */
export const remoteNames = () =>
  readdirSync(repoRoot).filter(
    (name) => name.startsWith('mfe-') && existsSync(join(repoRoot, name, 'webpack.config.mjs')),
  );

export const releaseDir = (remote, version) => join(registryDir(), remote, version);

export function readReleaseManifest(remote, version) {
  const file = join(releaseDir(remote, version), 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${remote}@${version} is not in the registry (${file} is missing).`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function publishedVersions(remote) {
  const dir = join(registryDir(), remote);
  return existsSync(dir) ? readdirSync(dir).filter((v) => existsSync(join(dir, v, 'mf-manifest.json'))) : [];
}

/** The manifest of the host build this environment serves (`host/dist` unless HOST_MANIFEST says otherwise). */
export function readHostManifest() {
  const file = process.env.HOST_MANIFEST ?? join(repoRoot, 'host/dist/mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`The host's manifest ${file} is missing: build the host first (npm start builds it).`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

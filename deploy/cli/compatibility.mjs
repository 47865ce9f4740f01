// The compatibility gate: may this remote release run inside this host? Pure functions over the manifests
// Module Federation writes at build time (mf-manifest.json), so the CLI and CI give the same answer.
import semver from 'semver';

/** What the host mounts from every remote: single-spa lifecycles (docs/interfaces.md). */
export const MOUNTED_EXPOSE = './app';

/**
 * @typedef {{ name: string, version: string, singleton?: boolean, requiredVersion?: string | false }} SharedEntry
 * @typedef {{ name: string, shared: SharedEntry[], exposes: { path: string }[] }} FederationManifest
 */

/** Singleton versions the host provides, from its own manifest's `shared` list. */
export function providedSingletons(hostManifest) {
  return new Map(hostManifest.shared.filter((s) => s.singleton).map((s) => [s.name, s.version]));
}

/**
 * @param {{ remote: string, version: string, manifest: FederationManifest }} release
 * @param {Map<string,string>} provided  singleton name → version the host provides
 * @returns {string[]} problems; empty when compatible
 */
export function compatibilityProblems(release, provided) {
  const problems = [];
  const label = `${release.remote}@${release.version}`;
  for (const shared of release.manifest.shared) {
    if (!shared.singleton) continue;
    const hostVersion = provided.get(shared.name);
    const range = shared.requiredVersion || `^${shared.version}`;
    if (!hostVersion) {
      problems.push(
        `${label} shares ${shared.name} (needs ${range}) as a singleton, but the host does not provide it.`,
      );
    } else if (!semver.satisfies(hostVersion, range, { includePrerelease: true })) {
      problems.push(`${label} needs ${shared.name} ${range}, but the host provides ${shared.name} ${hostVersion}.`);
    }
  }
  if (!release.manifest.exposes.some((expose) => expose.path === MOUNTED_EXPOSE)) {
    const exposed = release.manifest.exposes.map((e) => e.path).join(', ') || 'nothing';
    problems.push(`${label} no longer exposes ${MOUNTED_EXPOSE}, which the host mounts (it exposes ${exposed}).`);
  }
  return problems;
}

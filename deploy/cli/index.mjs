#!/usr/bin/env node
// The delivery CLI: publish remotes to the registry and switch, roll back and inspect what each environment runs.
// Each command is one step and never rebuilds the host. See README.md, "Deploying and switching a remote's version".
import { compatibilityProblems, providedSingletons } from './compatibility.mjs';
import { environmentNames, previousVersion, readEnvironment, readHistory, switchRemote } from './environments.mjs';
import { publishedVersions, readHostManifest, readReleaseManifest, remoteNames } from './places.mjs';
import { publish } from './publish.mjs';

const usage = `Usage: npm run deploy -- <command>
  publish <remote> [--version x.y.z] [--force]   build <remote> and publish it as <remote>/<version>/
  use <env> <remote> <version>                   switch <env> to that version (checked by the compatibility gate)
  rollback <env> <remote>                        switch back to the version that ran before
  status [env]                                   what runs where
  history <env>                                  every switch: when, who, from, to
  check [env…]                                   run the compatibility gate over environments (CI)
Folders: REGISTRY_DIR (deploy/registry), ENVIRONMENTS_DIR (deploy/environments); DEPLOY_USER names who switched.`;

class Refused extends Error {}

function gate(remote, version) {
  const problems = compatibilityProblems(
    { remote, version, manifest: readReleaseManifest(remote, version) },
    providedSingletons(readHostManifest()),
  );
  if (problems.length)
    throw new Refused(`Refused: ${remote}@${version} cannot run in this host.\n  ${problems.join('\n  ')}`);
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const commands = {
  async publish([remote, ...rest]) {
    if (!remote) throw new Refused(usage);
    const versionAt = rest.indexOf('--version');
    const release = await publish(remote, {
      version: versionAt >= 0 ? rest[versionAt + 1] : undefined,
      force: rest.includes('--force'),
    });
    console.log(`Published ${release.remote}@${release.version} to ${release.dir}`);
  },
  use([env, remote, version]) {
    if (!env || !remote || !version) throw new Refused(usage);
    if (!publishedVersions(remote).includes(version)) {
      throw new Refused(
        `${remote}@${version} is not published (published: ${publishedVersions(remote).join(', ') || 'none'}).`,
      );
    }
    gate(remote, version);
    const entry = switchRemote(env, remote, version);
    console.log(`${env}: ${remote} ${entry.from ?? '(none)'} → ${entry.to}. Browsers pick it up on their next load.`);
  },
  rollback([env, remote]) {
    if (!env || !remote) throw new Refused(usage);
    const version = previousVersion(env, remote);
    if (!version) throw new Refused(`${env}: ${remote} has no earlier version to roll back to.`);
    gate(remote, version);
    const entry = switchRemote(env, remote, version, 'rollback');
    console.log(`${env}: ${remote} rolled back ${entry.from} → ${entry.to}.`);
  },
  status([only]) {
    const rows = [['environment', 'remote', 'version', 'falls back to', 'entry']];
    for (const env of only ? [only] : environmentNames()) {
      for (const [remote, release] of Object.entries(readEnvironment(env).remotes ?? {})) {
        rows.push([
          env,
          remote,
          release.version,
          (release.fallbacks ?? []).map((f) => f.version).join(', ') || '-',
          release.entry,
        ]);
      }
    }
    console.log(table(rows));
  },
  history([env]) {
    if (!env) throw new Refused(usage);
    const history = readHistory(env);
    if (!history.length) return console.log(`${env}: no switches recorded yet.`);
    console.log(
      table([
        ['when', 'who', 'action', 'remote', 'from', 'to'],
        ...history.map((h) => [h.at, h.who, h.action, h.remote, h.from ?? '-', h.to]),
      ]),
    );
  },
  check(envs) {
    const provided = providedSingletons(readHostManifest());
    const problems = [];
    for (const env of envs.length ? envs : environmentNames()) {
      for (const [remote, release] of Object.entries(readEnvironment(env).remotes ?? {})) {
        if (!remoteNames().includes(remote)) problems.push(`${env}: ${remote} is not an area of this console.`);
        else if (!publishedVersions(remote).includes(release.version))
          problems.push(`${env}: ${remote}@${release.version} is not in the registry.`);
        else
          problems.push(
            ...compatibilityProblems(
              { remote, version: release.version, manifest: readReleaseManifest(remote, release.version) },
              provided,
            ).map((p) => `${env}: ${p}`),
          );
      }
    }
    if (problems.length) throw new Refused(`Compatibility check failed:\n  ${problems.join('\n  ')}`);
    console.log('Every environment runs remotes this host can load.');
  },
};

const [command, ...args] = process.argv.slice(2);
if (!commands[command]) {
  console.error(usage);
  process.exit(command ? 2 : 0);
}
try {
  await commands[command](args);
} catch (error) {
  console.error(error instanceof Refused ? error.message : (error.stack ?? error));
  process.exit(1);
}

// Environment manifests (`<env>.json`, read by the host at start) and their switch history (`<env>.history.json`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { environmentsDir } from './places.mjs';

/** How many earlier versions of a remote the host may fall back to. */
const FALLBACKS_KEPT = 3;

const manifestFile = (env) => join(environmentsDir(), `${env}.json`);
const historyFile = (env) => join(environmentsDir(), `${env}.history.json`);

function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

export function readEnvironment(env) {
  const file = manifestFile(env);
  if (!existsSync(file)) throw new Error(`There is no environment "${env}" (${file}).`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function readHistory(env) {
  const file = historyFile(env);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

export function whoIsDeploying() {
  if (process.env.DEPLOY_USER) return process.env.DEPLOY_USER;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { encoding: 'utf8' }).trim();
    const email = execFileSync('git', ['config', 'user.email'], { encoding: 'utf8' }).trim();
    if (name) return email ? `${name} <${email}>` : name;
  } catch {}
  return userInfo().username || 'unknown';
}

export const entryUrl = (env, remote, version) =>
  `${env.registryUrl ?? '/registry'}/${remote}/${version}/mf-manifest.json`;

/** Switches `remote` to `version`, records who did it, and keeps the versions it ran before as fallbacks. */
export function switchRemote(envName, remote, version, action = 'use') {
  const env = readEnvironment(envName);
  const current = env.remotes?.[remote];
  const history = readHistory(envName);
  const entry = {
    at: new Date().toISOString(),
    who: whoIsDeploying(),
    action,
    remote,
    from: current?.version ?? null,
    to: version,
  };
  const fallbacks = [current, ...(current?.fallbacks ?? [])]
    .filter((release) => release && release.version !== version)
    .map(({ version: v, entry: e }) => ({ version: v, entry: e }))
    .slice(0, FALLBACKS_KEPT);
  env.remotes = { ...env.remotes, [remote]: { version, entry: entryUrl(env, remote, version), fallbacks } };
  writeJsonAtomically(manifestFile(envName), env);
  writeJsonAtomically(historyFile(envName), [...history, entry]);
  return entry;
}

/** The version a rollback returns to: what ran before the switch that installed the current version. */
export function previousVersion(envName, remote) {
  const current = readEnvironment(envName).remotes?.[remote]?.version;
  const switchToCurrent = readHistory(envName)
    .filter((h) => h.remote === remote && h.to === current && h.from)
    .at(-1);
  return switchToCurrent?.from ?? null;
}

export function environmentNames() {
  return readdirSafe(environmentsDir())
    .filter((file) => file.endsWith('.json') && !file.endsWith('.history.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

// Replays a Dockerfile's steps on this machine without a container engine (issue #27 item 1), so that what an image
// copies, installs and starts is tried in `npm test` even where no engine can build it (deploy/docker/images.test.mjs).
// Each stage's file system is a folder: COPY copies into it (from the build context, minus .dockerignore, or from an
// earlier stage), RUN runs in it with the stage's ENV, and the stage's CMD can be started in it. Two kinds of step are
// the machine's own rather than the image's and are left out: Debian packages (apt-get) and the global pnpm (npm
// install -g), for which the repository's pinned pnpm stands in. A step that sets owners (chown) is left out too: the
// replay runs as this machine's user, and such a step names the image's own paths. The Node.js that replays is the
// project's; the test checks that each FROM names its line.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { ensurePnpm, root } from '../../scripts/pnpm.mjs';

/** The instructions of each stage: `{ name, base, steps: [{ op, args, from }] }`. */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!op) throw new Error(`Cannot read the Dockerfile line: ${line}`);
    if (op.toUpperCase() === 'FROM') {
      const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ name: name ?? String(stages.length), base, steps: [] });
      continue;
    }
    const from = /^--from=(\S+)\s+/.exec(rest);
    stages.at(-1).steps.push({
      op: op.toUpperCase(),
      args: from ? rest.slice(from[0].length) : rest,
      from: from?.[1],
    });
  }
  return stages;
}

/** `ENV A=1 B=2` or `ENV A 1`. */
function parseEnv(args) {
  if (!/^\w+=/.test(args)) {
    const [, name, value] = /^(\w+)\s+(.*)$/.exec(args) ?? [];
    return { [name]: value };
  }
  return Object.fromEntries(
    [...args.matchAll(/(\w+)=("[^"]*"|\S*)/g)].map(([, name, value]) => [name, value.replace(/^"|"$/g, '')]),
  );
}

/** The build context's files minus .dockerignore's patterns (`**\/name`, `path`, `*.ext` under `**\/`). */
function contextFilter() {
  const file = join(root, '.dockerignore');
  const patterns = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
    : [];
  const ignored = (path) =>
    patterns.some((pattern) => {
      if (pattern.startsWith('**/')) {
        const rest = pattern.slice(3);
        const segments = path.split('/');
        return rest.startsWith('*.') ? path.endsWith(rest.slice(1)) : segments.includes(rest);
      }
      return path === pattern || path.startsWith(`${pattern}/`);
    });
  return (source) => !ignored(relative(root, source).split(sep).join('/'));
}

const skipped = (command) => /\bapt-get\b|\bnpm install -g\b|\bchown\b/.test(command);

/**
 * Replays `dockerfile` (a path under the repository) into `dir`. `given` names stages whose result is taken instead
 * of replayed, as a function from a path in that stage to a path on this machine (the web image's build stage is the
 * checkout that `npm test` has just built). Returns each stage's `at` (its path on this machine), `env` and `cmd`.
 */
export function replay(dockerfile, dir, given = {}) {
  const stages = {};
  const filter = contextFilter();
  // The repository's pinned pnpm on PATH as `pnpm`, the project's Node.js as `node`.
  const bin = join(dir, '.bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'pnpm'), `#!/bin/sh\nexec "${ensurePnpm()}" "$@"\n`);
  chmodSync(join(bin, 'pnpm'), 0o755);
  const path = [bin, dirname(process.execPath), process.env.PATH].join(':');
  for (const stage of parseDockerfile(readFileSync(join(root, dockerfile), 'utf8'))) {
    if (given[stage.name]) {
      stages[stage.name] = { at: given[stage.name], base: stage.base, env: {}, cmd: undefined };
      continue;
    }
    const fs = join(dir, stage.name);
    const at = (p) => join(fs, p);
    let workdir = '/';
    const env = {};
    let cmd;
    for (const { op, args, from } of stage.steps) {
      if (op === 'WORKDIR') {
        workdir = isAbsolute(args) ? args : join(workdir, args);
        mkdirSync(at(workdir), { recursive: true });
      } else if (op === 'ENV') Object.assign(env, parseEnv(args));
      else if (op === 'COPY') {
        const parts = args.split(/\s+/);
        const target = parts.pop();
        const dest = isAbsolute(target) ? target : join(workdir, target);
        const sourceOf = (source) => (from ? stages[from].at(source) : join(root, source));
        const intoFolder = parts.length > 1 || target.endsWith('/');
        for (const part of parts) {
          const source = sourceOf(part);
          if (!existsSync(source)) throw new Error(`${dockerfile}: COPY ${part}: no such file`);
          const to = statSync(source).isDirectory() || !intoFolder ? at(dest) : join(at(dest), basename(source));
          cpSync(source, to, { recursive: true, filter: from ? undefined : filter });
        }
      } else if (op === 'RUN') {
        if (skipped(args)) continue;
        const result = spawnSync('sh', ['-c', args], {
          cwd: at(workdir),
          env: { ...process.env, ...env, PATH: path },
          encoding: 'utf8',
        });
        if (result.status !== 0) {
          throw new Error(`${dockerfile}: RUN ${args} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
        }
      } else if (op === 'CMD') cmd = JSON.parse(args);
    }
    stages[stage.name] = { at, base: stage.base, env, cmd, workdir, path };
  }
  return stages;
}

/**
 * Starts a replayed stage's CMD in its folder. An absolute path in its ENV or command that this machine lacks is taken
 * inside the stage's folder (`DATA_DIR=/data`); one it has (`/usr/bin/chromium`) is the machine's. `env` adds to or
 * overrides the image's ENV as `docker run -e` would.
 */
export function startStage(stage, env = {}, edit = (command) => command) {
  const inside = (value) =>
    String(value).replace(/(^|[\s=])(\/(?:[\w.-]+\/?)+)/g, (match, lead, path) =>
      existsSync(path) ? match : `${lead}${stage.at(path)}`,
    );
  const merged = { ...stage.env, ...env };
  const [command, ...args] = edit(stage.cmd).map(inside);
  return spawn(command, args, {
    cwd: stage.at(stage.workdir),
    env: {
      PATH: stage.path,
      HOME: process.env.HOME,
      ...Object.fromEntries(Object.entries(merged).map(([name, value]) => [name, inside(value)])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

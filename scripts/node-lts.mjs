// The Node.js the project runs on: the current LTS line, 24. Imported first by the scripts behind `npm start` and
// `npm test` (and scripts/pnpm.mjs): on a machine whose Node.js is older than 22 (20 reached its end of life on
// 2026-04-30), they fetch Node 24 once from the npm registry (the package node-<platform>-<arch>, which holds the
// official binary) into .tools/ and run themselves again with it, its folder first on PATH for everything they start.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_VERSION = '24.21.0';
const OLDEST_MAJOR = 22;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const home = join(root, '.tools', `node-v${NODE_VERSION}`);
const binary = join(home, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

function fetchNode() {
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  console.log(
    `Node.js ${process.versions.node} is past its end of life: fetching Node.js ${NODE_VERSION} (LTS) from the npm ` +
      `registry (${name}) into .tools/ …`,
  );
  const staging = `${home}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  execFileSync('npm', ['pack', `${name}@${NODE_VERSION}`, '--silent', '--pack-destination', staging], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(staging).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${name}@${NODE_VERSION} wrote no tarball`);
  execFileSync('tar', ['-xzf', join(staging, tarball), '-C', staging, '--strip-components=1']);
  rmSync(join(staging, tarball));
  renameSync(staging, home);
}

const major = Number(process.versions.node.split('.')[0]);
// Only a project script run as a command starts again; a tool that loads one (Playwright's set-up, a test) does not.
const entry = resolve(process.argv[1] ?? '');
const ownCommand = [join(root, 'scripts'), join(root, 'bench')].some((dir) => entry.startsWith(dir + sep));
if (major < OLDEST_MAJOR && ownCommand) {
  if (!existsSync(binary)) fetchNode();
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(binary)}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}` },
  });
  // A stop meant for this process (Ctrl+C, a supervisor's SIGTERM) is the child's to act on; this one follows it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // The importing script must not run here as well: wait for the child's exit, which ends this process.
  await new Promise(() => {});
}

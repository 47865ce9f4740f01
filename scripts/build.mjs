// Builds the host and every remote with webpack, skipping a package whose inputs have not changed since its last build.
// `build()` runs it in a child process (`node scripts/build.mjs`) that exits when done, so whoever calls it (npm start,
// the e2e set-up, the benchmarks) never holds webpack's compiler and its heap (about 1 GB for the seven packages).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './pnpm.mjs';

export const frontEndPackages = [
  'host',
  'mfe-auth',
  'mfe-condo-admin',
  'mfe-devices',
  'mfe-messaging',
  'mfe-reports',
  'mfe-analytics',
];

function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

function inputsHash(pkg) {
  const hash = createHash('sha256');
  const inputs = [
    join(root, pkg),
    join(root, 'shared/src'),
    join(root, 'shared/package.json'),
    join(root, 'tooling'),
    join(root, 'pnpm-lock.yaml'),
  ];
  for (const input of inputs) {
    const files = statSync(input).isDirectory() ? [...filesUnder(input)].sort() : [input];
    for (const file of files) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.update(process.env.NODE_ENV ?? 'production').digest('hex');
}

async function outputPathOf(pkg) {
  const config = (await import(join(root, pkg, 'webpack.config.mjs'))).default;
  return { config, outputPath: config.output.path };
}

/** BUILD_ONLY=host,mfe-auth limits a build to some packages (while another area is half-written). */
const defaultPackages = () => (process.env.BUILD_ONLY ? process.env.BUILD_ONLY.split(',') : frontEndPackages);

/**
 * Builds what changed, in a child process: `node scripts/build.mjs`, which checks each package's stamp and runs webpack
 * for the others. Resolves when it has exited with 0.
 */
export function build({ force = false, only = defaultPackages() } = {}) {
  const child = spawn(process.execPath, [import.meta.filename, ...(force ? ['--force'] : [])], {
    cwd: root,
    env: { ...process.env, BUILD_ONLY: only.join(',') },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The front-end build failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

/** The build itself, in this process (the child `build()` starts). */
async function buildHere({ force = false, only = defaultPackages() } = {}) {
  const { default: webpack } = await import(join(root, 'node_modules/webpack/lib/index.js'));
  const pending = [];
  for (const pkg of only) {
    const { config, outputPath } = await outputPathOf(pkg);
    const stamp = join(outputPath, '.build-stamp');
    const hash = inputsHash(pkg);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    pending.push({ pkg, config, stamp, hash });
  }
  if (pending.length === 0) {
    console.log('Front end is up to date.');
    return;
  }
  console.log(`Building ${pending.map((p) => p.pkg).join(', ')} …`);
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const compiler = webpack(pending.map((p) => ({ ...p.config, parallelism: 50 })));
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: false }));
      resolve();
    });
  });
  for (const p of pending) writeFileSync(p.stamp, p.hash);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] === import.meta.filename) {
  buildHere({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}

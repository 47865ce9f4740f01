// Bundles the API server and the device simulator into plain JavaScript (api/dist/server.mjs, api/dist/simulator.mjs)
// for the processes `npm start` leaves running (scripts/stack.mjs, scripts/start.mjs), skipping the bundle when its
// inputs have not changed. Run with `node --import tsx`, each process held ~80 MB more (tsx's loader thread and the
// TypeScript it transpiles, bench/memory.mjs) and an esbuild process of its own. The tests and the Docker image still
// run the TypeScript through tsx; a bundle is only this machine's copy of the same code.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './pnpm.mjs';

const api = join(root, 'api');
export const apiBundleDir = join(api, 'dist');
export const apiServerBundle = join(apiBundleDir, 'server.mjs');
export const simulatorBundle = join(apiBundleDir, 'simulator.mjs');
const stamp = join(apiBundleDir, '.build-stamp');
const entries = { server: join(api, 'src/server.ts'), simulator: join(api, 'src/simulator/run.ts') };

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

function inputsHash() {
  const hash = createHash('sha256');
  const files = [...sources(join(api, 'src'))].sort();
  for (const file of [...files, join(api, 'package.json'), join(root, 'pnpm-lock.yaml'), import.meta.filename]) {
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  // The bundle names its sources by absolute path (below): another checkout needs its own.
  return hash.update(root).digest('hex');
}

/**
 * The sources' `import.meta.url` becomes each file's own URL, so paths they resolve from it (the migrations folder,
 * the repository root, Chromium's launcher script) are the same from the bundle as from the TypeScript.
 */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

async function bundleHere() {
  const hash = inputsHash();
  if (existsSync(apiServerBundle) && existsSync(simulatorBundle) && existsSync(stamp)) {
    if (readFileSync(stamp, 'utf8') === hash) return;
  }
  const started = Date.now();
  const { default: esbuild } = await import('esbuild');
  const written = `.${process.pid}.tmp`;
  await esbuild.build({
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out: `${out}${written}` })),
    outdir: apiBundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // node_modules stay where they are, loaded by Node as the TypeScript loads them.
    packages: 'external',
    sourcemap: 'linked',
    define: { 'process.env.API_BUNDLE': '"1"' },
    plugins: [ownUrls],
    logLevel: 'warning',
  });
  for (const out of Object.keys(entries)) {
    for (const suffix of ['.mjs', '.mjs.map']) {
      const path = join(apiBundleDir, `${out}${written}${suffix}`);
      if (suffix === '.mjs') {
        // The source map is renamed too: its comment must name the final file.
        const code = readFileSync(path, 'utf8').replace(`${out}${written}.mjs.map`, `${out}.mjs.map`);
        writeFileSync(path, code);
      }
      renameSync(path, join(apiBundleDir, `${out}${suffix}`));
    }
  }
  writeFileSync(stamp, hash);
  console.log(`Bundled the API and the simulator in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Bundles the API and the simulator when their sources changed, in a child process (esbuild stays out of the caller). */
export function bundleApi() {
  const child = spawn(process.execPath, [import.meta.filename], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Bundling the API failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

if (process.argv[1] === import.meta.filename) {
  bundleHere().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}

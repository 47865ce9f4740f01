// Compiles the API server and the device simulator into plain JavaScript (api/dist/server.mjs, api/dist/simulator.mjs):
// what `npm start` runs (scripts/stack.mjs, scripts/start.mjs) and what the API image runs (deploy/docker/api.Dockerfile),
// skipping the work when the inputs have not changed. Run with `node --import tsx`, each process held ~80 MB more
// (tsx's loader thread and the TypeScript it transpiles, bench/memory.mjs). The workspace's own packages (the report
// kit and @condo/shared it reads, TypeScript and TSX) are compiled in, the report kit's React and ECharts with them in
// a chunk of their own that loads on the first mailed report; the API's own dependencies stay in node_modules. The
// tests still run the TypeScript through tsx.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
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
  const files = ['api', 'report-kit', 'shared'].flatMap((dir) => [...sources(join(root, dir, 'src'))]).sort();
  const manifests = ['api', 'report-kit', 'shared'].map((dir) => join(root, dir, 'package.json'));
  for (const file of [...files, ...manifests, join(root, 'pnpm-lock.yaml'), import.meta.filename]) {
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A source's `import.meta.url` becomes that source's own URL, reckoned from the bundle's at run time: paths resolved
 * from it (the migrations folder, the repository root, Chromium's launcher script) are the same from the bundle as
 * from the TypeScript, wherever the checkout or the image puts the tree.
 */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(apiBundleDir, args.path).split(sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** The API's own dependencies load from node_modules; everything else the sources import is compiled in. */
const apiDependencies = Object.keys(JSON.parse(readFileSync(join(api, 'package.json'), 'utf8')).dependencies).filter(
  (name) => !name.startsWith('@condo/'),
);
const ownDependenciesOnly = {
  name: 'api-dependencies-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      return apiDependencies.includes(name) || args.path.startsWith('node:') ? { external: true } : undefined;
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
  const options = {
    outdir: apiBundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Some of what is compiled in (React's server renderer) calls require(): ESM output has none of its own.
    banner: {
      js: "import { createRequire as __condoRequire } from 'node:module'; const require = __condoRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    jsx: 'automatic',
    plugins: [ownUrls, ownDependenciesOnly],
    write: false,
    logLevel: 'warning',
  };
  // Two builds: the server's chunks are only its lazily loaded part (the report kit and what it loads), and
  // the simulator stays one file of its own.
  const [server, simulator] = await Promise.all([
    esbuild.build({
      ...options,
      entryPoints: [{ in: entries.server, out: 'server' }],
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
    }),
    esbuild.build({ ...options, entryPoints: [{ in: entries.simulator, out: 'simulator' }] }),
  ]);
  const outputFiles = [...server.outputFiles, ...simulator.outputFiles];
  // Each file replaces the old one at once (a rename): the two stacks of the end-to-end setup bundle side by side.
  for (const file of outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(`${file.path}${written}`, file.contents);
    renameSync(`${file.path}${written}`, file.path);
  }
  // Chunks of earlier bundles go; another bundler's files being written (*.tmp) stay.
  const kept = new Set(outputFiles.map((file) => file.path));
  const chunks = join(apiBundleDir, 'chunks');
  for (const old of readdirSync(chunks)) {
    if (/\.mjs(\.map)?$/.test(old) && !kept.has(join(chunks, old))) rmSync(join(chunks, old), { force: true });
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

// One webpack + Module Federation setup for the host and every area remote.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const sharedPackage = JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8'));

/** Federation name of a workspace folder: `mfe-condo-admin` → `mfe_condo_admin`. */
export const federationName = (folder) => folder.replaceAll('-', '_');

const caret = (version) => `^${version}`;
const areaVersion = (dir) =>
  process.env.AREA_VERSION ?? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
const depVersion = (name) => sharedPackage.dependencies[name];

/**
 * The singletons every bundle shares: one copy of each in the page (DESIGN.md).
 * antd and the icons are shared through the kit modules of @condo/shared, never whole: antd-core (what the login
 * screen and the shell's frame need) apart from the rest, so a cold login does not download the data components.
 */
export function sharedSingletons() {
  const fromDeps = (name, pkg = name) => ({
    singleton: true,
    strictVersion: true,
    requiredVersion: caret(depVersion(pkg)),
  });
  const kit = { singleton: true, strictVersion: true, requiredVersion: caret(sharedPackage.version) };
  return {
    react: fromDeps('react'),
    'react/jsx-runtime': fromDeps('react/jsx-runtime', 'react'),
    'react-dom': fromDeps('react-dom'),
    'react-dom/client': fromDeps('react-dom/client', 'react-dom'),
    'react-router-dom': fromDeps('react-router-dom'),
    dayjs: fromDeps('dayjs'),
    axios: fromDeps('axios'),
    'single-spa-react': fromDeps('single-spa-react'),
    '@condo/shared': kit,
    '@condo/shared/antd': kit,
    '@condo/shared/antd-core': kit,
    '@condo/shared/ui': kit,
    '@condo/shared/icons': kit,
  };
}

/**
 * @param {object} options
 * @param {string} options.folder   workspace folder (host, mfe-auth, …)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {string} options.outputPath
 */
export function federatedConfig({ folder, kind, exposes = {}, outputPath }) {
  const dir = join(root, folder);
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  return {
    name: folder,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: outputPath,
      // The host serves every app route (/condos/…) from one index.html, so its assets need an absolute base;
      // remotes resolve theirs from wherever their manifest was loaded.
      publicPath: isHost ? (process.env.HOST_PUBLIC_PATH ?? '/') : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // One chunk registry per release: a page that tried a broken version and fell back to another must not
      // mix their modules (they share the federation name, not their chunks).
      uniqueName: `${federationName(folder)}_${areaVersion(dir).replace(/\W/g, '_')}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      // swc is fast enough on one thread; worker pools only fight for this machine's two cores.
      minimizer: [new MinimizerPlugin({ parallel: false, minify: { implementation: MinimizerPlugin.swcMinify } })],
    },
    performance: { hints: false },
    // Remotes resolve their assets from their manifest's own URL on purpose (publicPath 'auto').
    infrastructureLogging: { level: 'error' },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(folder),
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons(),
        // The host's copies win once loaded, and a shared module needed later (a lazily loaded screen) does not
        // first initialise every registered remote: 'version-first' would, and one dead remote would then break
        // screens that have nothing to do with it.
        shareStrategy: 'loaded-first',
        // The host's manifest records the singletons it provides: the delivery CLI's compatibility gate reads it.
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime in the page: the host provides it and the remotes use it instead of carrying
        // their own copy in every remoteEntry.js (~27 KB gzip each). Remotes therefore run only inside the host.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      // The version a remote is published as; the area shows it so a user can tell which release they run.
      new webpack.DefinePlugin({ 'process.env.AREA_VERSION': JSON.stringify(areaVersion(dir)) }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: join(dir, 'public/index.html'),
              favicon: join(dir, 'public/favicon.svg'),
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
}

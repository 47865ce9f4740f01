// `publish <remote>`: build the remote and put it in the registry as <remote>/<version>/ — releases are immutable.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseDir, repoRoot } from './places.mjs';

export async function publish(remote, { version: forcedVersion, force = false } = {}) {
  const packageFile = join(repoRoot, remote, 'package.json');
  if (!existsSync(join(repoRoot, remote, 'webpack.config.mjs')))
    throw new Error(`${remote} is not a remote of this repository.`);
  const version = forcedVersion ?? JSON.parse(readFileSync(packageFile, 'utf8')).version;
  const target = releaseDir(remote, version);
  if (existsSync(join(target, 'mf-manifest.json')) && !force) {
    throw new Error(
      `${remote}@${version} is already published; releases are immutable (bump the version, or --force).`,
    );
  }
  const staging = `${target}.staging-${process.pid}`;
  process.env.OUTPUT_PATH = staging;
  process.env.AREA_VERSION = version;
  const config = (await import(join(repoRoot, remote, 'webpack.config.mjs'))).default;
  const { default: webpack } = await import(join(repoRoot, 'node_modules/webpack/lib/index.js'));
  await new Promise((resolve, reject) => {
    webpack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
  writeFileSync(
    join(staging, 'release.json'),
    `${JSON.stringify({ remote, version, publishedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  mkdirSync(join(target, '..'), { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  return { remote, version, dir: target };
}

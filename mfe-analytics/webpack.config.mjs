import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federatedConfig } from '../tooling/webpack.config.mjs';

const { version } = JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8'));

export default federatedConfig({
  folder: 'mfe-analytics',
  kind: 'remote',
  exposes: { './app': './src/app.ts' },
  // Published as <remote>/<version>/ in the registry (deploy/registry by default).
  outputPath: process.env.OUTPUT_PATH ?? join(import.meta.dirname, '../deploy/registry/mfe-analytics', version),
});

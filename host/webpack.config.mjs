import { join } from 'node:path';
import { federatedConfig } from '../tooling/webpack.config.mjs';

export default federatedConfig({
  folder: 'host',
  kind: 'host',
  outputPath: process.env.OUTPUT_PATH ?? join(import.meta.dirname, 'dist'),
});

// Jest for the front-end packages (shared, report-kit, host, mfe-*). api/ tests run on node:test, not here.
// TypeScript 7 has no JS API (no ts-jest), so every file is transpiled by swc.
import { readdirSync } from 'node:fs';

const frontEndPackages = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && (['shared', 'report-kit', 'host'].includes(entry.name) || entry.name.startsWith('mfe-')),
  )
  .map((entry) => entry.name);

// ESM-only packages that swc must turn into CommonJS for jest. pnpm keeps them under
// node_modules/.pnpm/<name>@<version>/node_modules/<name>/, so both path shapes are let through.
// (@ant-design/icons' CommonJS build requires @ant-design/colors/es/*.)
const esmOnly = ['jose', '@ant-design/colors', 'path-to-regexp', 'echarts', 'zrender'];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inStore = esmOnly.map((name) => escapeRegExp(name.replace('/', '+'))).join('|');
const linked = esmOnly.map(escapeRegExp).join('|');

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  roots: frontEndPackages.map((name) => `<rootDir>/${name}`),
  testEnvironment: 'jsdom',
  // Jest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a time.
  maxWorkers: '100%',
  // A test's budget above the 5 s that findBy/waitFor may wait (jest.setup.ts).
  testTimeout: 30_000,
  testMatch: frontEndPackages.map((name) => `<rootDir>/${name}/src/**/*.test.{ts,tsx}`),
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/deploy/registry/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${inStore})@|(${linked})/))`],
  moduleNameMapper: {
    '^@condo/shared$': '<rootDir>/shared/src/index.ts',
    '^@condo/shared/antd$': '<rootDir>/shared/src/ui/antd.ts',
    '^@condo/shared/antd-core$': '<rootDir>/shared/src/ui/antd-core.ts',
    '^@condo/shared/ui$': '<rootDir>/shared/src/ui/kit.ts',
    '^@condo/shared/icons$': '<rootDir>/shared/src/ui/icons.ts',
    '^@condo/shared/testing$': '<rootDir>/shared/src/testing/index.ts',
    '^@condo/report-kit$': '<rootDir>/report-kit/src/index.ts',
    '^@condo/report-kit/fixtures$': '<rootDir>/report-kit/src/kinds/fixtures.ts',
    '^@condo/report-kit/server$': '<rootDir>/report-kit/src/server/index.tsx',
    // antd-core's deep imports (antd's App context and style): the CommonJS build jest runs, as 'antd' itself.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};

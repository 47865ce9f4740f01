import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tooling/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Whole multi-step flows on the 2-core CI machine under two workers take up to about a minute; each step keeps
  // its own 10 s expect timeout, so a stuck step still fails fast.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  // `spec`: the console against an API that serves the spec's contract only (API_CONTRACT=spec, issue #26): what a
  // screen does when the reference API's additions are absent.
  projects: [
    { name: 'full', testIgnore: /spec-profile\// },
    { name: 'spec', testMatch: /spec-profile\/.*\.spec\.ts/ },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});

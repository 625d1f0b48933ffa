import { defineConfig } from '@playwright/test';
import { PHONE } from './e2e/support/phone.ts';

/**
 * End-to-end tests: the real server (started by e2e/support/global-setup.ts on a fresh SQLite
 * file) driven through Debian's Chromium as a phone. Run with `npm run test:e2e` (builds stale
 * front ends, checks Chromium) or as a stage of `npm test`. Specs import `test`/`expect` from
 * ./e2e/support/fixtures.ts, which points baseURL at the server.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    ...PHONE,
    screenshot: 'on',
    trace: 'retain-on-failure',
  },
});

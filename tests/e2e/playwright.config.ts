import { defineConfig } from '@playwright/test';

// Browser tests run against the built site served as in production (scripts/serve.mjs) and a real
// Directus, both started by scripts/test.mjs, which passes their URLs in the environment. The browser is
// the system Chromium: Playwright cannot download its own here.
const baseURL = process.env.ATLAS_SITE_URL ?? 'http://localhost:14321';
const executablePath = process.env.ATLAS_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Where each built consumer app is served, set by the harness (`npm run test:consumers`), which
 * builds and serves them: one project per app, each running the same form test.
 */
const served = JSON.parse(process.env.SKERRY_CONSUMERS ?? '{}') as Record<string, string>;
if (Object.keys(served).length === 0) {
  throw new Error('No consumer app is served: run the tests with `npm run test:consumers`.');
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry, for what no test controls (a browser crash on a starved machine); the harness
  // counts a retried pass as flaky, so it is seen.
  retries: 1,
  forbidOnly: !!process.env.CI,
  // Bounds for failure, never waits: every check waits for the state it needs.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(repoRoot, 'test-results/consumers.json') }],
  ],
  outputDir: path.join(repoRoot, 'test-results/consumers'),
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
  },
  projects: Object.entries(served).map(([name, baseURL]) => ({ name, use: { baseURL } })),
});

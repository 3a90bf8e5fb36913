import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { siteDir } from '../readers/paths.ts';
import { staticHostOrigin, staticHostPort } from './static-host.ts';

const repoRoot = path.resolve(siteDir, '..');

const port = Number(process.env.E2E_PORT ?? 4319);

/**
 * End-to-end tests against the built site, served by the same server as `npm start`, and once
 * more as a plain static host serves it (`static-host.ts`). They never build: `npm test` builds
 * once before, so the tests see exactly what would be deployed.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  // One retry, for what no test controls (a browser crash on a starved machine). A retried pass is
  // reported as flaky in the summary line of `npm test`, so it is seen, not hidden.
  retries: 1,
  // A focused test left in by mistake would skip the rest of the suite; CI refuses to run it.
  forbidOnly: !!process.env.CI,
  // Bounds for failure, never waits: every check waits for the state it needs. They are generous
  // because `npm test` must pass on a machine loaded far past its two cores.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/e2e.json') }]],
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx site/server/start.ts --no-build',
      cwd: '../..',
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx site/server/start.ts --no-build --static-host',
      cwd: '../..',
      url: `${staticHostOrigin}/`,
      env: { PORT: String(staticHostPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

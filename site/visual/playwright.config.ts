import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { siteDir } from '../readers/paths.ts';

const repoRoot = path.resolve(siteDir, '..');

const port = Number(process.env.VISUAL_PORT ?? 4421);

/**
 * Flags that make Chromium draw the same pixels on every machine: no font hinting or sub-pixel
 * (LCD) text, which follow the machine's settings; sRGB whatever the display; no scroll bars,
 * whose look and width differ between builds.
 */
export const deterministicArgs = [
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--disable-font-subpixel-positioning',
  '--force-color-profile=srgb',
  '--force-device-scale-factor=1',
  '--hide-scrollbars',
];

/**
 * `--update` of `npm run test:visual` (`scripts/visual.ts`) sets this; otherwise a missing or
 * changed baseline fails, in CI and on a developer's machine alike, and nothing is written.
 */
const update = process.env.SKERRY_VISUAL_UPDATE === '1';

/**
 * Visual regression tests: pictures of every component's stories and states, and of every page
 * type, compared with the baselines committed beside them (`baselines/`). See README.md.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  // A picture that differs is a real difference or a harness defect to fix, never retried away.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  // One path per picture on every platform: Debian's Chromium is the reference everywhere.
  snapshotPathTemplate: '{testDir}/baselines/{testFileName}/{arg}{ext}',
  updateSnapshots: update ? 'changed' : 'none',
  expect: {
    timeout: 20_000,
    toMatchSnapshot: {
      // Anti-aliasing may move a colour a little, on a few pixels; a one-pixel border change moves
      // a whole edge of an element, far more than this.
      threshold: 0.2,
      maxDiffPixels: 6,
    },
  },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/visual.json') }]],
  outputDir: path.join(repoRoot, 'test-results/visual'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    // The pinned monospace face is served from a path of the site's own origin (`fonts.ts`).
    bypassCSP: true,
    launchOptions: {
      executablePath: findChromium(),
      args: [...chromiumArgs, ...deterministicArgs],
    },
  },
  webServer: {
    command: 'npx tsx site/server/start.ts --no-build',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

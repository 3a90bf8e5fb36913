import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from '../../scripts/chromium.ts';
import { checkReactTypes } from './scripts/react-types-check.ts';
import { measureSizes } from './scripts/size-check.ts';

/**
 * The components' tests run in real Chromium (never a downloaded build). Checks that need
 * Node — bundling for the size budget, type-checking the React typings — run as browser
 * commands, which execute in the Vitest process and hand their result to the test.
 */
export default defineConfig({
  test: {
    name: 'components',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // Bounds for failure only: tests wait for states, and must pass on a heavily loaded machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The same for `expect.poll` and `expect.element`: they fail at this deadline, even if a late
    // attempt would pass, and a live region that speaks once typing pauses waits a second itself.
    expect: { poll: { timeout: 10_000 } },
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? findChromium(),
          args: [...chromiumArgs, '--headless'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      commands: {
        measureSizes: () => measureSizes(),
        checkReactTypes: () => checkReactTypes(),
        // Forced colours (Windows High Contrast) for the page, to check what stays visible.
        emulateForcedColors: async ({ page }, active: boolean) => {
          await page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
        },
        // Reduced motion for the page, to check that waits and animations end at once.
        emulateReducedMotion: async ({ page }, active: boolean) => {
          await page.emulateMedia({ reducedMotion: active ? 'reduce' : 'no-preference' });
        },
        vsCodeData: async () => {
          const [{ analyze }, { vsCodeData }] = await Promise.all([
            import('./scripts/manifest/analyze.ts'),
            import('./scripts/manifest/vscode-data.ts'),
          ]);
          return vsCodeData(analyze());
        },
      },
    },
  },
});

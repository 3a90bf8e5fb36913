import { defineConfig } from 'vitest/config';
import { chromiumTestOptions } from '@skerry/testing-tools/vitest-browser';
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
    ...chromiumTestOptions({
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
    }),
  },
});

import vue from '@vitejs/plugin-vue';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from '../../scripts/chromium.ts';

/**
 * The Vue components mounted with `createApp` in real Chromium (never a downloaded build). The
 * test fixtures are single-file components, compiled as an application's would be; they import
 * `@skerry/vue` as built, so the package is built first.
 */
export default defineConfig({
  plugins: [vue()],
  test: {
    name: 'vue',
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.node.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Bounds for failure only: tests wait for states, and must pass on a heavily loaded machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
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
    },
  },
});

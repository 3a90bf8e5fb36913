import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from '../../scripts/chromium.ts';

/** The bindings rendered by React 19 in real Chromium (never a downloaded build), from `dist/`. */
export default defineConfig({
  test: {
    name: 'react',
    include: ['test/**/*.test.tsx'],
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

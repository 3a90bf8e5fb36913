/**
 * What every browser-mode Vitest project here shares (the components and the two bindings):
 * headless Debian Chromium, never a downloaded build, and timeouts that are bounds for failure
 * only, because the tests wait for states and must pass on a heavily loaded machine.
 */
import { playwright } from '@vitest/browser-playwright';
import type { BrowserConfigOptions } from 'vitest/node';
import { chromiumArgs, findChromium } from './chromium.ts';

/** `commands`: the project's browser commands, which run in Node and answer the test. */
export function chromiumTestOptions(commands: BrowserConfigOptions['commands'] = {}) {
  return {
    // Two minutes: on a loaded 2-core machine a test that runs a whole tool (a TypeScript
    // program over the React typings) took 40 s, against about 10 s on a quiet one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The same for `expect.poll` and `expect.element`: they fail at this deadline, even if a
    // late attempt would pass, and a live region that speaks once typing pauses waits a second.
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
      instances: [{ browser: 'chromium' as const }],
      commands,
    },
  };
}

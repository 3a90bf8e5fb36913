import { test as base } from '../e2e/fixtures.ts';
import { pinMonospaceFont } from './fonts.ts';

/**
 * The end-to-end tests' `test` (any console error of the page fails it), with the pinned
 * monospace face in every page of the test.
 */
export const test = base.extend<{ stableFonts: void }>({
  stableFonts: [
    async ({ context }, use) => {
      await pinMonospaceFont(context);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '../e2e/fixtures.ts';

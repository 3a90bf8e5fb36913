import { defineConfig } from 'vitest/config';

/** The generator and the type test, in Node; the bindings themselves run in `vitest.config.ts`. */
export default defineConfig({
  test: {
    name: 'react-node',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Bounds for failure only: a whole TypeScript program takes seconds, more on a loaded machine.
    testTimeout: 120_000,
  },
});

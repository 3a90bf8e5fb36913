import { defineConfig } from 'vitest/config';

/** The generator and the type test (vue-tsc on `types-test/`), in Node. */
export default defineConfig({
  test: {
    name: 'vue-node',
    include: ['test/**/*.node.test.ts'],
    environment: 'node',
    // Bounds for failure only: vue-tsc takes seconds, more on a loaded machine.
    testTimeout: 120_000,
  },
});

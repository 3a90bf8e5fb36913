import { defineConfig } from 'vitest/config';

/**
 * The package's own tooling (the component generator), tested in Node: the components
 * themselves run in the browser project of `vitest.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'components-node',
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
    // Bounds for failure only: the command-line tests spawn npm and build a generated
    // component, slow on a loaded machine (a file of them took 161 s there).
    testTimeout: 120_000,
  },
});

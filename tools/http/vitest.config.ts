import { defineConfig } from 'vitest/config';

// The client against a real `node:http` server on 127.0.0.1, with Node's own fetch.
export default defineConfig({
  test: {
    name: 'http',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Bounds for failure only, as in the site's project: a loaded machine answers slowly.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

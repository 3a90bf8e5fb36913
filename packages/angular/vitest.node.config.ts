import { defineConfig } from 'vitest/config';

/**
 * The type test, in Node: Angular's compiler on templates, against `dist/`. The components
 * themselves run under Angular's own test builder (`npm test -w @skerry/angular`).
 */
export default defineConfig({
  test: {
    name: 'angular-node',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';

/** The repository-wide scripts' own logic, in Node (the benchmark is measured, not tested). */
export default defineConfig({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';

/** The repository-wide scripts' own logic, in Node (the benchmark is measured, not tested). */
export default defineConfig({
  test: {
    name: 'scripts',
    include: [
      '*.test.ts',
      'deps/*.test.ts',
      'packages/*.test.ts',
      'release/*.test.ts',
      'consumers/*.test.ts',
      'import-rules/*.test.ts',
    ],
    environment: 'node',
    // Bounds for failure only: the commit-subject tests run git, slow on a loaded machine.
    testTimeout: 30_000,
  },
});

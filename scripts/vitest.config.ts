import { defineConfig } from 'vitest/config';

/**
 * The repository-wide scripts' own logic, in Node. The benchmark's figures are measured, never
 * tested; what its modules write and check is tested (`bench/*.test.ts`).
 */
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
      'bench/*.test.ts',
    ],
    environment: 'node',
    // Bounds for failure only: the commit-subject tests run git, and the package tests publint
    // and arethetypeswrong, which took 20 s of the 30 s this bound was on a loaded machine.
    testTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';

/** Every workspace's Vitest project; each folder keeps its own configuration. */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.node.config.ts',
      'site/vitest.config.ts',
      'site/*/vitest.config.ts',
      'tools/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});

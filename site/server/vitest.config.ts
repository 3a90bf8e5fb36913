import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'server', environment: 'node', include: ['**/*.test.ts'] },
});

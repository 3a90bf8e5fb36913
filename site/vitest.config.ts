import { defineConfig } from 'vitest/config';

// The engine's and the app's logic; the browser behaviour is covered end to end in e2e/.
export default defineConfig({
  test: {
    name: 'site',
    environment: 'node',
    include: ['app/**/*.test.ts', 'engine/**/*.test.ts'],
  },
});

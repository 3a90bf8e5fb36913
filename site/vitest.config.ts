import { defineConfig } from 'vitest/config';

// The engine's and the app's logic; the browser behaviour is covered end to end in e2e/.
export default defineConfig({
  test: {
    name: 'site',
    environment: 'node',
    // Bounds for failure only: tests wait for states, and must pass on a heavily loaded machine,
    // where bundling the service worker or reading every built page has taken over 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    include: ['{app,engine,readers,hosting}/**/*.test.{ts,tsx}'],
  },
});

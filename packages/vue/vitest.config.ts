import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';
import { chromiumTestOptions } from '@skerry/testing-tools/vitest-browser';

/**
 * The Vue components mounted with `createApp` in real Chromium (never a downloaded build). The
 * test fixtures are single-file components, compiled as an application's would be; they import
 * `@skerry/vue` as built, so the package is built first.
 */
export default defineConfig({
  plugins: [vue()],
  test: {
    name: 'vue',
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.node.test.ts'],
    setupFiles: ['test/setup.ts'],
    ...chromiumTestOptions(),
  },
});

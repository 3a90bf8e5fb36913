import { defineConfig } from 'vitest/config';
import { chromiumTestOptions } from '@skerry/testing-tools/vitest-browser';

/** The bindings rendered by React 19 in real Chromium (never a downloaded build), from `dist/`. */
export default defineConfig({
  test: {
    name: 'react',
    include: ['test/**/*.test.tsx'],
    ...chromiumTestOptions(),
  },
});

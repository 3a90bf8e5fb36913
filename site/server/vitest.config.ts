import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// Rooted and scanning here whatever the working directory or `--root`, so every way of running
// this file finds these tests only, as the root configuration's project does.
export default defineConfig({
  root: here,
  test: { name: 'server', environment: 'node', dir: here, include: ['**/*.test.ts'] },
});

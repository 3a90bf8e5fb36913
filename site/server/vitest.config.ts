import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Rooted here, not at the working directory, so a run from the repository root with this file as
// its configuration finds these tests only, as the root configuration's project does.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: { name: 'server', environment: 'node', include: ['**/*.test.ts'] },
});

import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildDir } from '../paths.ts';
import { registerServerBuildImports } from './server-build-imports.ts';

/**
 * Where the server build is kept for the prerender pool. React Router deletes its own copy at the
 * end of the server build (`ssr: false`), before `buildEnd`, where the pool renders the pages.
 * Inside the build folder; its bare imports resolve from the repository's `node_modules`, through
 * a resolution hook where the build folder is outside the checkout (`server-build-imports.ts`).
 */
export const keptServerDir = path.join(buildDir, 'prerender-server');

/**
 * Copies the server build as soon as it is written, before React Router's own `writeBundle`
 * (which prerenders its few paths, then removes the folder) runs: the copy is synchronous and the
 * hook ordered first, so it is complete whether the bundler runs these hooks in turn or together.
 */
export function keepServerBuild(): Plugin {
  return {
    name: 'skerry-keep-server-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      // Before React Router's own prerender imports the server build, in this process.
      registerServerBuildImports(buildDir);
    },
    writeBundle: {
      order: 'pre',
      handler(output) {
        if (!output.dir) throw new Error('The server build has no output folder to keep.');
        fs.rmSync(keptServerDir, { recursive: true, force: true });
        fs.cpSync(output.dir, keptServerDir, { recursive: true });
      },
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { logPhase } from '../build-phases.ts';
import { buildDir } from '../paths.ts';
import { keptServerDir } from './keep-server-build.ts';
import { renderPages } from './render-pages.ts';
import { serverBuildImports } from './server-build-imports.ts';
import { type RouteEntries, staticPaths } from './static-paths.ts';

/**
 * Prerenders every static route and the not-found page from the server build that
 * `keepServerBuild` kept, then removes that copy: the site ships no server.
 */
export async function prerenderPages(options: {
  routes: RouteEntries;
  serverBuildFile: string;
  clientDir: string;
  notFoundPath: string;
}): Promise<void> {
  logPhase('prerender started');
  try {
    const paths = [...new Set(staticPaths(options.routes)), options.notFoundPath];
    const result = await renderPages({
      serverBuildFile: path.join(keptServerDir, options.serverBuildFile),
      clientDir: options.clientDir,
      paths,
      imports: serverBuildImports(buildDir),
    });
    console.log(
      `Prerendered ${result.pages} pages on ${result.workers} worker threads in ${Math.round(result.ms)} ms.`,
    );
  } finally {
    fs.rmSync(keptServerDir, { recursive: true, force: true });
  }
}

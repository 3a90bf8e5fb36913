import fs from 'node:fs';
import path from 'node:path';
import { logPhase } from '../client-build/build-phases.ts';
import { buildDir } from '../../readers/paths.ts';
import { renderPages } from './render-pages.ts';
import { serverBuildImports } from './server-build-imports.ts';
import { sharedArticleCompiler } from './shared-article-compiler.ts';
import { type RouteEntries, staticPaths } from './static-paths.ts';

/**
 * Prerenders every static route and the not-found page from React Router's server build, then
 * removes it: the site ships no server. React Router 8 leaves the server build in place with
 * `ssr: false` (7 deleted it before `buildEnd`, and a plugin kept a copy for this pool).
 */
export async function prerenderPages(options: {
  routes: RouteEntries;
  /** The server build's folder (one bundle: the site configures no `serverBundles`). */
  serverDir: string;
  serverBuildFile: string;
  clientDir: string;
  notFoundPath: string;
  /** The content, whose pages that share the article route module the threads compile. */
  content: { contentDir: string; base: string };
}): Promise<void> {
  logPhase('prerender started');
  try {
    const paths = [...new Set(staticPaths(options.routes)), options.notFoundPath];
    const result = await renderPages({
      serverBuildFile: path.join(options.serverDir, options.serverBuildFile),
      clientDir: options.clientDir,
      paths,
      imports: serverBuildImports(buildDir),
      article: sharedArticleCompiler(options.routes, options.content),
    });
    console.log(
      `Prerendered ${result.pages} pages on ${result.workers} worker threads in ${Math.round(result.ms)} ms.`,
    );
  } finally {
    fs.rmSync(options.serverDir, { recursive: true, force: true });
  }
}

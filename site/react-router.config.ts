import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { buildDir, distDir } from './engine/paths.ts';
import { finishBuild } from './engine/postbuild.ts';
import { prerenderPages } from './engine/prerender/prerender-pages.ts';
import siteConfig from './site.config.ts';

/** The page rendered for unknown paths; the post-build step moves it to `404.html`. */
const notFoundPath = '/404';
const clientDir = path.join(buildDir, 'client');

export default {
  appDirectory: 'app',
  buildDirectory: buildDir,
  basename: siteConfig.base,
  ssr: false,
  // React Router prerenders the home page alone (it checks the routes' exports against it, and
  // writes its SPA fallback beside it, which the post-build step removes); the prerender pool
  // then renders every page, the home page again included, on all cores (ADR 0009). Paths go in
  // without a trailing slash: `<path>/` is requested and `<path>/index.html` written.
  prerender: { paths: ['/'] },
  // React Router 8's behaviour, adopted on 7 one flag at a time (docs/upgrading/v7).
  future: {
    // The site has no loader, action or server: no `context` to move to middleware.
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    // No server loader reads `request.url`; the prerender pool asks for documents only.
    v8_passThroughRequests: true,
    // No route has a server loader, so no page fetches a `.data` file whose name this changes.
    v8_trailingSlashAwareDataRequests: true,
    // Only the not-found route has client exports (clientLoader, HydrateFallback), and they
    // share its module's code, so it stays one chunk, as the route-chunk guard (app/chunks/)
    // expects; React Router still emits an empty placeholder chunk for each of the two.
    v8_splitRouteModules: true,
  },
  buildEnd: async ({ reactRouterConfig }) => {
    await prerenderPages({
      routes: reactRouterConfig.routes,
      serverBuildFile: reactRouterConfig.serverBuildFile,
      clientDir,
      notFoundPath,
    });
    await finishBuild({ clientDir, distDir, config: siteConfig, notFoundPath });
  },
} satisfies Config;

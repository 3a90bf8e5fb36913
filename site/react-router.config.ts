import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { buildDir, contentDir, distDir } from './readers/paths.ts';
import { finishBuild } from './engine/postbuild/postbuild.ts';
import { startServiceWorker } from './engine/postbuild/service-worker.ts';
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
  // React Router prerenders the not-found page alone (it checks the routes' exports against it,
  // and writes its SPA fallback as `index.html`); the prerender pool then renders every page, the
  // home page and the not-found page included, on all cores (ADR 0009). Not the home page: it
  // may be a page that shares the article module, which only the pool's threads compile (ADR
  // 0025). Paths go in without a trailing slash: `<path>/` is requested and `<path>/index.html`
  // written.
  prerender: { paths: [notFoundPath] },
  // Route modules are split by default; only the not-found route has client exports
  // (clientLoader, HydrateFallback), and they share its module's code, so it stays one chunk, as
  // the route-chunk guard (app/chunks/) expects. React Router still emits an empty placeholder
  // chunk for each of the two.
  buildEnd: async ({ reactRouterConfig, viteConfig }) => {
    const serviceWorker = startServiceWorker(siteConfig);
    await prerenderPages({
      routes: reactRouterConfig.routes,
      serverDir: path.resolve(viteConfig.root, viteConfig.environments.ssr!.build.outDir),
      serverBuildFile: reactRouterConfig.serverBuildFile,
      clientDir,
      notFoundPath,
      content: { contentDir, base: siteConfig.base },
    });
    await finishBuild({ clientDir, distDir, config: siteConfig, notFoundPath, serviceWorker });
  },
} satisfies Config;

import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { buildDir, distDir } from './engine/paths.ts';
import { finishBuild } from './engine/postbuild.ts';
import siteConfig from './site.config.ts';

/** The page rendered for unknown paths; the post-build step moves it to `404.html`. */
const notFoundPath = '/404';

export default {
  appDirectory: 'app',
  buildDirectory: buildDir,
  basename: siteConfig.base,
  ssr: false,
  // Paths go in without a trailing slash: React Router requests `<path>/` and writes
  // `<path>/index.html` for them.
  prerender: {
    paths: ({ getStaticPaths }) => [...new Set(getStaticPaths()), notFoundPath],
    concurrency: 2,
  },
  buildEnd: () =>
    finishBuild({
      clientDir: path.join(buildDir, 'client'),
      distDir,
      config: siteConfig,
      notFoundPath,
    }),
} satisfies Config;

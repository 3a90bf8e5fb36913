import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildPhases } from './engine/client-build/build-phases.ts';
import { componentsUndefined } from './engine/client-build/components-undefined.ts';
import { firstVisit } from './engine/client-build/first-visit.ts';
import { heapGrowth } from './engine/client-build/heap-growth.ts';
import { iconChunks } from './engine/client-build/icon-chunks.ts';
import { machineFilesEarly } from './engine/machine-files/early-start.ts';
import { mdxPages } from './engine/compile/mdx-islands-plugin.ts';
import { cacheDir, contentDir } from './readers/paths.ts';
import { serverBuildHook } from './engine/prerender/server-build-hook.ts';
import { skerryEngine } from './engine/client-build/vite-plugin.ts';
import { workbenchEarly } from './engine/workbench/early-start.ts';
import siteConfig from './site.config.ts';

export default defineConfig(({ isPreview }) => ({
  base: siteConfig.base,
  plugins: [
    heapGrowth(),
    buildPhases(),
    skerryEngine({ config: siteConfig, contentDir }),
    machineFilesEarly({ config: siteConfig, contentDir, cacheDir }),
    workbenchEarly({ contentDir, cacheDir }),
    mdxPages({ contentDir, base: siteConfig.base }),
    serverBuildHook(),
    reactRouter(),
    iconChunks(),
    firstVisit(),
    componentsUndefined(),
  ],
  server: {
    fs: { allow: [contentDir, '..'] },
    // React Router prerenders through a preview server, whose config gives its child compiler
    // a watcher on the whole site, never closed: it walked every file under the site, the
    // bench's corpora included, and each page the prerender then wrote (20,000 watches on the
    // corpus). A preview serves a finished build and has nothing to watch.
    ...(isPreview ? { watch: null } : {}),
  },
}));

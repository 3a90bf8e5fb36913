import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildPhases } from './engine/build-phases.ts';
import { componentsUndefined } from './engine/components-undefined.ts';
import { firstVisit } from './engine/first-visit.ts';
import { iconChunks } from './engine/icon-chunks.ts';
import { machineFilesEarly } from './engine/machine-files/early-start.ts';
import { mdxPages } from './engine/mdx-islands-plugin.ts';
import { cacheDir, contentDir } from './readers/paths.ts';
import { serverBuildHook } from './engine/prerender/server-build-hook.ts';
import { skerryEngine } from './engine/vite-plugin.ts';
import { workbenchEarly } from './engine/workbench/early-start.ts';
import siteConfig from './site.config.ts';

export default defineConfig({
  base: siteConfig.base,
  plugins: [
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
  server: { fs: { allow: [contentDir, '..'] } },
});

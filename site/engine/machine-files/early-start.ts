import type { Plugin } from 'vite';
import type { SiteConfig } from '../../app/config/define.ts';
import { startMachineFiles } from './background.ts';

/**
 * Starts the machine files (Markdown, llms files, social cards) on a worker as soon as a build
 * starts; the post-build step (`../postbuild.ts`) waits for them and writes them into the site.
 */
export function machineFilesEarly(options: {
  config: SiteConfig;
  contentDir: string;
  cacheDir: string;
}): Plugin {
  return {
    name: 'skerry-machine-files',
    apply: 'build',
    buildStart() {
      startMachineFiles(options);
    },
  };
}

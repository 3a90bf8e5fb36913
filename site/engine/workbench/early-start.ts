import type { Plugin } from 'vite';
import { type WorkbenchOptions, startWorkbench } from './background.ts';

/**
 * Starts the workbench's build (Storybook) in its own process as soon as the site's build
 * starts; the post-build step (`../postbuild.ts`) waits for it and copies it into the site.
 */
export function workbenchEarly(options: WorkbenchOptions): Plugin {
  return {
    name: 'skerry-workbench',
    apply: 'build',
    buildStart() {
      startWorkbench(options);
    },
  };
}

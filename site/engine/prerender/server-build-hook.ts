import type { Plugin } from 'vite';
import { buildDir } from '../../readers/paths.ts';
import { registerServerBuildImports } from './server-build-imports.ts';

/**
 * Lets the build's own process import the server build where it is written outside the checkout
 * (`server-build-imports.ts`): React Router's prerender of the home page imports it here, after
 * the server build and before `buildEnd`, where the prerender pool renders the pages.
 */
export function serverBuildHook(): Plugin {
  return {
    name: 'skerry-server-build-hook',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      registerServerBuildImports(buildDir);
    },
  };
}

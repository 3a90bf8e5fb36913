import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isWithin, siteDir } from '../../readers/paths.ts';
import { resolveFromSite } from './server-build-imports-hook.mjs';

/** What the resolution hook needs: the site's own address, and the folder it stands in for. */
export interface ServerBuildImports {
  /** Bare imports resolve as from this file: the site's `package.json`. */
  from: string;
  /** For modules below this folder (a file URL ending in `/`). */
  below: string;
}

/** The folder whose `node_modules` holds the site's packages (npm workspaces hoist them). */
function installRoot(): string {
  const entry = createRequire(path.join(siteDir, 'package.json')).resolve('react-router');
  const marker = `${path.sep}node_modules${path.sep}`;
  return entry.slice(0, entry.lastIndexOf(marker));
}

/**
 * Whether a server build written into `buildDir` needs the hook to find the site's packages: it
 * does where Node's own lookup, the `node_modules` folders above the build, misses them (a build
 * folder outside the checkout). Null when it does not, so a build in the checkout runs without a
 * hook, exactly as before.
 */
export function serverBuildImports(buildDir: string): ServerBuildImports | null {
  if (isWithin(path.resolve(buildDir), installRoot())) return null;
  return {
    from: pathToFileURL(path.join(siteDir, 'package.json')).href,
    below: pathToFileURL(path.resolve(buildDir)).href.replace(/\/?$/, '/'),
  };
}

// Once per process: Vite loads the configuration, and with it this module, anew for each build.
const registered = ((
  globalThis as { __skerryServerBuildImports?: Set<string> }
).__skerryServerBuildImports ??= new Set());

/**
 * Lets this process import a server build in `buildDir` (React Router's own prerender of the
 * home page imports it here); each prerender worker registers the hook itself, as hooks are not
 * shared with worker threads.
 */
export function registerServerBuildImports(buildDir: string): ServerBuildImports | null {
  const imports = serverBuildImports(buildDir);
  if (imports && !registered.has(imports.below)) {
    registerHooks({ resolve: resolveFromSite(imports) });
    registered.add(imports.below);
  }
  return imports;
}

// A module resolution hook (node:module `registerHooks`) for a server build written outside the
// checkout (SKERRY_BUILD_DIR): Node looks for a bare import (`react-router`) in the node_modules
// folders above the importing file, and above a build folder in /tmp there are none. Bare imports
// of modules below that folder resolve as the site's own would. Plain JavaScript: the prerender
// workers import it too, and they run without a TypeScript loader.

/** A specifier that is neither relative, absolute, a URL (`node:`, `file:`) nor a package import. */
const isBare = (specifier) => !/^(?:\.{0,2}\/|#|[a-z][a-z\d+.-]*:)/i.test(specifier);

/**
 * The resolve hook for one build folder.
 * @param {{ from: string; below: string }} site
 * @returns {import('node:module').ResolveHookSync}
 */
export function resolveFromSite(site) {
  return (specifier, context, nextResolve) =>
    isBare(specifier) && context.parentURL?.startsWith(site.below)
      ? nextResolve(specifier, { ...context, parentURL: site.from })
      : nextResolve(specifier, context);
}

// A module resolution hook (node:module `register`) for a server build written outside the
// checkout (SKERRY_BUILD_DIR): Node looks for a bare import (`react-router`) in the node_modules
// folders above the importing file, and above a build folder in /tmp there are none. Bare imports
// of modules below that folder resolve as the site's own would. Plain JavaScript: Node runs it on
// its hooks thread, which has no TypeScript loader.

/** @type {{ from: string; below: string } | undefined} */
let site;

/** @param {{ from: string; below: string }} data */
export function initialize(data) {
  site = data;
}

/** A specifier that is neither relative, absolute, a URL (`node:`, `file:`) nor a package import. */
const isBare = (specifier) => !/^(?:\.{0,2}\/|#|[a-z][a-z\d+.-]*:)/i.test(specifier);

export function resolve(specifier, context, nextResolve) {
  if (site && isBare(specifier) && context.parentURL?.startsWith(site.below)) {
    return nextResolve(specifier, { ...context, parentURL: site.from });
  }
  return nextResolve(specifier, context);
}

// Plain JavaScript: the prerender workers pick a page's routes with it too, and they run without
// a TypeScript loader.

/**
 * The routes of a React Router route table (the server build's, or the browser manifest's) that
 * `ids` name, with the parents of each, so that React Router can build its tree from them.
 * @template {{ parentId?: string }} Route
 * @param {Record<string, Route | undefined>} routes
 * @param {Iterable<string>} ids
 * @returns {Record<string, Route>}
 */
export function routesWithParents(routes, ids) {
  /** @type {Record<string, Route>} */
  const picked = {};
  for (const start of ids) {
    /** @type {string | undefined} */
    let id = start;
    while (id !== undefined && routes[id] && !picked[id]) {
      const route = /** @type {Route} */ (routes[id]);
      picked[id] = route;
      id = route.parentId;
    }
  }
  return picked;
}

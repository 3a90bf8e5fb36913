// One thread of the prerender pool (render-pages.ts). Plain JavaScript on purpose: tsx, registered
// here, would re-transform the whole server bundle (megabytes) on import and load React Router as
// a second copy beside the bundle's own.
import { mkdir, writeFile } from 'node:fs/promises';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler } from 'react-router';
import { resolveFromSite } from './server-build-imports-hook.mjs';
import { routesWithParents } from './routes-with-parents.mjs';

/** @type {{ serverBuildFile: string; clientDir: string; paths: string[]; imports: { from: string; below: string } | null }} */
const { serverBuildFile, clientDir, paths, imports } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// A build outside the checkout finds the site's packages through this hook (server-build-imports.ts);
// a worker does not share the hooks of the thread that started it.
if (imports) registerHooks({ resolve: resolveFromSite(imports) });

const build = await import(pathToFileURL(serverBuildFile).href);
const withLoader = Object.values(build.assets.routes).filter((route) => route.hasLoader);
if (withLoader.length) {
  // React Router would also prerender their `.data` files; this pool writes HTML only.
  throw new Error(
    `The prerender pool renders no loader data, and ${withLoader.map((r) => r.id).join(', ')} has a loader.`,
  );
}
// The server build lists only what React Router prerenders itself; its handler renders any other
// path as the SPA fallback. Here every page is one it prerenders, as before the pool.
const handler = createRequestHandler({ ...build, prerender: paths }, 'production');

/** The path a content page's route is known by (`/guides/`), below the site's base. */
const routePathOf = (normalizedPath) =>
  normalizedPath.slice(build.basename.replace(/\/$/, '').length);

/**
 * The handler for a content page (route id `page:<path>`, app/routes.ts): one that knows its route
 * and the not-found route alone. React Router's server render converts and matches the whole
 * route list for every request, a cost that grows with the page count for each page; a page
 * renders and links the same with the routes it matches, and the partial manifest the page then
 * carries is made from the whole one (client-build/section-files.ts). Other paths get the
 * handler of every route.
 */
function handlerFor(normalizedPath) {
  const id = `page:${routePathOf(normalizedPath)}`;
  if (!build.routes[id]) return handler;
  const ids = [id, 'not-found'];
  const assets = { ...build.assets, routes: routesWithParents(build.assets.routes, ids) };
  return createRequestHandler(
    { ...build, routes: routesWithParents(build.routes, ids), assets, prerender: paths },
    'production',
  );
}

/** The server build's table of the pages that share the article route module (entry.server.tsx). */
const sharedArticles = build.entry.module.sharedArticles;

/** The folders this thread has made, so that each is made once. */
const made = new Set();

/** Renders one path as React Router's prerender does, and writes it where it would. */
async function render({ path: pagePath, article }) {
  const normalizedPath = `${build.basename}${pagePath}/`.replace(/\/\/+/g, '/');
  const routePath = routePathOf(normalizedPath);
  // The page's compiled MDX is held only while it renders: a thread renders hundreds.
  if (article !== undefined) await sharedArticles.add(routePath, article);
  let response;
  let html;
  try {
    response = await handlerFor(normalizedPath)(
      new globalThis.Request(`http://localhost${normalizedPath}`),
    );
    html = await response.text();
  } finally {
    if (article !== undefined) sharedArticles.delete(routePath);
  }
  if (response.status !== 200) {
    throw new Error(
      `Prerender (html): Received a ${response.status} status code from \`entry.server.tsx\` while prerendering the \`${normalizedPath}\` path.\n${html}`,
    );
  }
  const file = path.join(clientDir, ...normalizedPath.split('/'), 'index.html');
  const folder = path.dirname(file);
  if (!made.has(folder)) {
    await mkdir(folder, { recursive: true });
    made.add(folder);
  }
  await writeFile(file, html);
}

/** A page to render: its path, and its compiled MDX if it shares the article route module. */
port.on('message', (/** @type {{ path: string; article?: string }} */ job) => {
  render(job).then(
    () => port.postMessage({ done: job.path }),
    (error) => port.postMessage({ failed: job.path, message: error?.stack ?? String(error) }),
  );
});
port.postMessage({ ready: true });

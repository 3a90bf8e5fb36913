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

/** Renders one path as React Router's prerender does, and writes it where it would. */
async function render(pagePath) {
  const normalizedPath = `${build.basename}${pagePath}/`.replace(/\/\/+/g, '/');
  const response = await handler(new globalThis.Request(`http://localhost${normalizedPath}`));
  const html = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `Prerender (html): Received a ${response.status} status code from \`entry.server.tsx\` while prerendering the \`${normalizedPath}\` path.\n${html}`,
    );
  }
  const file = path.join(clientDir, ...normalizedPath.split('/'), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

port.on('message', (pagePath) => {
  render(pagePath).then(
    () => port.postMessage({ done: pagePath }),
    (error) => port.postMessage({ failed: pagePath, message: error?.stack ?? String(error) }),
  );
});
port.postMessage({ ready: true });

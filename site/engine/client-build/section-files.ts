import fs from 'node:fs';
import path from 'node:path';
import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import type { NavPage } from '../../app/content/page.ts';
import { pageRouteId } from '../../app/content/page-route.ts';
import { routesWithParents } from '../prerender/routes-with-parents.mjs';
import {
  type SectionData,
  jsonForScript,
  pagesOfSection,
  sectionFileName,
  sectionFolder,
  sectionDirOf,
} from '../../app/navigation/nav-sections.ts';

type Routes = AssetsManifest['routes'];

/** The routes every page carries besides its own: the way to home and to any unknown address. */
const alwaysCarried = ['page:/', 'not-found'];

const manifestImport = /import\s*"([^"]*\/manifest-[\w-]+\.js)";/;
const routeModulesLine = /window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/;

/** React Router's manifest, as its build writes it: `window.__reactRouterManifest={...};`. */
function readManifest(file: string): AssetsManifest {
  const text = fs.readFileSync(file, 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json) as AssetsManifest;
}

/** The route ids a prerendered page hydrates, from the modules its bootstrap imports. */
export function hydratedRouteIds(html: string): string[] {
  const keys = routeModulesLine.exec(html)?.[1];
  if (keys === undefined) return [];
  return [...keys.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)].map((m) => JSON.parse(`"${m[1]}"`));
}

/** The routes `ids` name, with the parents of each, so React Router can build its tree. */
export function partialRoutes(routes: Routes, ids: readonly string[]): Routes {
  return routesWithParents(routes, [...ids, ...alwaysCarried]);
}

/**
 * A page's bootstrap with the routes it needs in place of the import of the whole manifest: React
 * Router sets `window.__reactRouterManifest` from that module, here from the object itself. The
 * manifest's own module-preload link leads to the entry instead (preloaded anyway), as does the
 * `url` the browser's render of `<Scripts>` gives that link, so hydration finds what it renders.
 */
export function withPartialManifest(html: string, manifest: AssetsManifest): string {
  const found = manifestImport.exec(html);
  if (!found) {
    throw new Error(
      'Route manifest: a prerendered page no longer imports React Router\u2019s manifest as ' +
        'engine/client-build/section-files.ts expects (import "…/manifest-….js";). Has React Router changed?',
    );
  }
  const url = found[1]!;
  const partial = {
    ...manifest,
    url: manifest.entry.module,
    routes: partialRoutes(manifest.routes, hydratedRouteIds(html)),
  };
  return html
    .replace(found[0], () => `window.__reactRouterManifest=${jsonForScript(partial)};`)
    .replaceAll(`href="${url}"`, `href="${manifest.entry.module}"`);
}

function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === 'index.html')
      files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}

/**
 * Makes what a page loads independent of the number of pages (docs/decisions/0010): each
 * prerendered page carries the routes it hydrates instead of React Router's whole manifest,
 * which is removed, and each section (top-level folder) gets a file of its pages and their routes
 * in `assets/sections/<manifest version>/`, which the browser loads when it goes there
 * (`app/navigation/route-discovery.ts`, `nav-store.ts`). Runs before the service worker is
 * written, which precaches the section files for offline navigation.
 */
export function writeSectionFiles(options: {
  distDir: string;
  base: string;
  pages: readonly NavPage[];
  /** The not-found page, prerendered. */
  notFoundFile: string;
  /** Where pages skip (the workbench), relative to `distDir`. */
  skip: readonly string[];
  /** A further change to each page, made in the same pass over the files. */
  alsoRewrite?: (html: string, file: string) => string;
}): { sections: number; pages: number; manifestBytes: number } {
  const { distDir, base } = options;
  const files = [
    ...htmlFiles(distDir).filter(
      (file) => !options.skip.some((dir) => file.startsWith(path.join(distDir, dir) + path.sep)),
    ),
    options.notFoundFile,
  ];
  const first = fs.readFileSync(options.notFoundFile, 'utf8');
  const manifestUrl = manifestImport.exec(first)?.[1];
  if (!manifestUrl) return { sections: 0, pages: 0, manifestBytes: 0 };
  const manifestFile = path.join(distDir, manifestUrl.slice(base.length));
  const manifest = readManifest(manifestFile);

  for (const file of files) {
    const html = withPartialManifest(fs.readFileSync(file, 'utf8'), manifest);
    fs.writeFileSync(file, options.alsoRewrite?.(html, file) ?? html);
  }

  const folder = path.join(distDir, sectionFolder(manifest.version));
  fs.mkdirSync(folder, { recursive: true });
  const dirs = new Set(options.pages.map((page) => sectionDirOf(page.path)));
  for (const dir of dirs) {
    const pages = pagesOfSection(options.pages, dir);
    const routes: Routes = {};
    for (const page of pages) {
      const route = manifest.routes[pageRouteId(page.path)];
      if (!route) throw new Error(`Route manifest: no route for the page ${page.path}.`);
      routes[route.id] = route;
    }
    const data: SectionData = { pages, routes };
    fs.writeFileSync(path.join(folder, sectionFileName(dir)), JSON.stringify(data));
  }
  const manifestBytes = fs.statSync(manifestFile).size;
  fs.rmSync(manifestFile);
  return { sections: dirs.size, pages: files.length, manifestBytes };
}

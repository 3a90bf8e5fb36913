/**
 * The Starlight project of `starlight/`, which the corpus bench builds beside Skerry's: where it
 * lives (its own lock, never a workspace of this repository; `locked-install.ts` says when it
 * needs `npm ci`), what a cold build clears, and the check that a build made the whole corpus and
 * its search index.
 */
import fs from 'node:fs';
import path from 'node:path';

export const starlightDir = path.join(import.meta.dirname, 'starlight');

/** Where `writeStarlightCorpus` writes the pages: Starlight's `docs` collection. */
export const starlightDocsDir = (dir = starlightDir) => path.join(dir, 'src', 'content', 'docs');

export const starlightDistDir = (dir = starlightDir) => path.join(dir, 'dist');

/**
 * What Astro keeps between builds: its content store and generated types (`.astro/`,
 * `node_modules/.astro/`), Vite's dependency cache, and the output. A cold build starts without.
 */
export const starlightCaches = ['.astro', 'dist', 'node_modules/.astro', 'node_modules/.vite'];

export function clearStarlightBuild(dir = starlightDir): void {
  for (const cache of starlightCaches) {
    fs.rmSync(path.join(dir, cache), { recursive: true, force: true });
  }
}

export interface StarlightOutput {
  /** Pages written, one per source page. */
  pages: number;
  /** Pages in the Pagefind index, as its entry file counts them. */
  searchPages: number;
}

/**
 * Holds a build's output to its source: an `index.html` for every `.mdx` page of the docs
 * collection, and a Pagefind index of as many pages. Throws, naming what is missing, so a broken
 * or partial build is never timed as a fast one.
 */
export function checkStarlightOutput(dir = starlightDir): StarlightOutput {
  const docs = starlightDocsDir(dir);
  const dist = starlightDistDir(dir);
  const sources = fs
    .readdirSync(docs, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.mdx'));
  if (sources.length === 0) throw new Error(`Starlight: no pages in ${docs}`);
  const missing = sources
    .map((file) => {
      const route = file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
      return path.join(route, 'index.html');
    })
    .filter((html) => !fs.existsSync(path.join(dist, html)));
  if (missing.length > 0) {
    throw new Error(
      `Starlight built ${sources.length - missing.length} of ${sources.length} pages; ` +
        `missing ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
    );
  }
  const entryFile = path.join(dist, 'pagefind', 'pagefind-entry.json');
  if (!fs.existsSync(entryFile)) throw new Error(`Starlight: no search index (${entryFile})`);
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as {
    languages?: Record<string, { page_count?: number }>;
  };
  const searchPages = Object.values(entry.languages ?? {}).reduce(
    (sum, language) => sum + (language.page_count ?? 0),
    0,
  );
  if (searchPages < sources.length) {
    throw new Error(`Starlight's search index has ${searchPages} of ${sources.length} pages`);
  }
  return { pages: sources.length, searchPages };
}

/** The version of `name` installed in the Starlight project, as its package.json says. */
export function installedVersion(name: string, dir = starlightDir): string {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

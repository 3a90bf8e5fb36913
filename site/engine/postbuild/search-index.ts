import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** The index's folder in the built site. */
export const searchIndexDir = 'pagefind';

/**
 * Writes the static full-text index of the built site into `<dist>/pagefind/`. Pagefind reads
 * only each page's `data-pagefind-body` element, so navigation and footers are not indexed.
 */
export async function buildSearchIndex(distDir: string, lang: string): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: lang.split('-')[0] ?? 'en',
  });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    // The pages only: every page is a folder's `index.html` (the prerender writes them so). The
    // other HTML files, a redirect per page (`<page>.html`) and the not-found page, hold no
    // `data-pagefind-body`, so add nothing to the index, but Pagefind read and parsed each of
    // them: 2,023 files for 1,012 pages on the 1,000-page corpus, with the same index written.
    const added = await index.addDirectory({ path: distDir, glob: '**/index.html' });
    if (added.errors.length)
      throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
    const outputPath = path.join(distDir, searchIndexDir);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length)
      throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
    // The site brings its own search interface, and searches on the page's thread
    // (`pagefindOptions`): Pagefind's prebuilt interfaces and its web worker would only be deployed.
    for (const file of fs.readdirSync(outputPath)) {
      if (/^pagefind-(?:(?:component-|modular-)?(?:ui|highlight)|worker)/.test(file))
        fs.rmSync(path.join(outputPath, file));
    }
    return { pages: added.page_count };
  } finally {
    await pagefind.close();
  }
}

import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { routePathOf } from '../content/content-files.ts';
import { applyHeadingIds } from '../page-data/page-analysis.ts';
import { readPage } from '../page-data/page-data.ts';
import { expandPage, expansionOf } from '../page-data/page-expansion.ts';
import { parseMdx } from './markdown.ts';
import { pageSources } from '../page-data/page-sources.ts';

/**
 * The compiler's first step: expands the page as the scanner did (`expandPage`, the same
 * sources; nothing is left to do on the tree the scanner expanded) and gives its headings the
 * ids of the page's one analysis (`readPage`), which it leaves on the file for `remarkPage`.
 */
export function remarkExpandPage(options: { contentDir: string; base: string }) {
  return (tree: Root, file: VFile) => {
    const relativePath = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const sources = pageSources(options.contentDir, options.base);
    const page = readPage(
      { file: file.path, relativePath, routePath: routePathOf(relativePath) },
      String(file.value),
      sources,
    );
    // The scanner's tree comes expanded (`keepParsed`); one expanded with data that has changed
    // since (a development server's) is read again from the text.
    const expanded = expansionOf(tree);
    if (expanded && expanded !== sources) tree.children = parseMdx(String(file.value)).children;
    expandPage(tree, relativePath, sources);
    applyHeadingIds(tree, page.analysis, relativePath);
    file.data.skerryPage = page;
  };
}

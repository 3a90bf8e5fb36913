import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { routePathOf } from '../content/content-files.ts';
import { applyHeadingIds } from '../page-data/page-analysis.ts';
import { readPage } from '../page-data/page-data.ts';
import { expandPage } from '../page-data/page-expansion.ts';
import { pageSources } from '../page-data/page-sources.ts';

/**
 * The compiler's first step: expands the page as the scanner did (`expandPage`, the same
 * sources) and gives its headings the ids of the page's one analysis (`readPage`), which it
 * leaves on the file for `remarkPage`.
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
    expandPage(tree, relativePath, sources);
    applyHeadingIds(tree, page.analysis, relativePath);
    file.data.skerryPage = page;
  };
}

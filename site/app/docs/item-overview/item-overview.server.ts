import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { byOrderThenTitle } from '../../layout/sidebar-tree.ts';
import type { ItemOverviewEntry } from './item-overview.tsx';
import { dataAttribute, stringAttribute } from '../../../readers/mdx-jsx.ts';
import type { PageData } from '../../content/page.ts';
import { toNavPages } from '../../../engine/page-data/page-data.ts';
import { pageSources } from '../../../engine/page-data/page-sources.ts';

type JsxNode = RootContent & {
  name?: string;
  attributes: { type: string; name?: string; value?: unknown }[];
};

/** The pages one level below `of` (`/foundation/color/` below `/foundation/`), in sidebar order. */
export function childPageItems(
  pages: readonly { data: Pick<PageData, 'regularPath' | 'title' | 'frontmatter'> }[],
  of: string,
): ItemOverviewEntry[] {
  const navPages = toNavPages(pages);
  const depth = of.split('/').length;
  const descriptions = new Map(
    pages.map((p) => [p.data.regularPath, p.data.frontmatter.description]),
  );
  return navPages
    .filter((p) => p.path.startsWith(of) && p.path.split('/').length === depth + 1)
    .sort(byOrderThenTitle)
    .map((p) => ({
      title: p.title,
      path: p.path,
      description: descriptions.get(p.path) ?? '',
      beta: p.beta,
    }));
}

/**
 * Gives each `<ItemOverview of="/foundation/" />` its cards at build time: the pages directly
 * below that path, with their titles and descriptions from frontmatter, so an overview can never
 * miss or misname a page. A path with no pages below it fails the build, naming the page.
 */
export function remarkItemOverview(options: { contentDir: string; base: string }) {
  return (tree: Root, file: VFile) => {
    const overviews = tree.children.filter(
      (node): node is JsxNode =>
        node.type === 'mdxJsxFlowElement' && (node as JsxNode).name === 'ItemOverview',
    );
    if (overviews.length === 0) return;
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const pages = pageSources(options.contentDir, options.base)
      .heads()
      .map((data) => ({ data }));
    for (const node of overviews) {
      const of = stringAttribute(node, 'of');
      if (!of || !/^\/(?:[a-z0-9-]+\/)*$/.test(of)) {
        throw new Error(
          `${where}: <ItemOverview> needs of="/section/", a site path with a trailing slash (got ${JSON.stringify(of ?? null)})`,
        );
      }
      const items = childPageItems(pages, of);
      if (items.length === 0) {
        throw new Error(`${where}: <ItemOverview of="${of}"> has no pages directly below ${of}`);
      }
      node.attributes.push(dataAttribute('items', items));
    }
  };
}

import type { Root, RootContent } from 'mdast';
import type { CemManifest } from '../../../readers/manifest.ts';
import { readManifest } from '../../../readers/manifest.ts';
import { componentItems } from './overview-items.server.ts';
import { dataAttribute } from '../../../readers/mdx-jsx.ts';
import { pageSources } from '../../../engine/page-data/page-sources.ts';

/**
 * Gives `<ComponentsOverview />` its list at build time: every component with an overview page,
 * its description and its status from the components' manifest.
 */
export function remarkComponentsOverview(options: {
  contentDir: string;
  base: string;
  manifest?: () => CemManifest | undefined;
}) {
  const load = options.manifest ?? (() => readManifest());
  return (tree: Root) => {
    const overviews = tree.children.filter(
      (node): node is RootContent & { attributes: unknown[] } =>
        node.type === 'mdxJsxFlowElement' &&
        (node as { name?: string }).name === 'ComponentsOverview',
    );
    if (overviews.length === 0) return;
    const pages = pageSources(options.contentDir, options.base).heads();
    const items = componentItems(pages, load());
    for (const node of overviews) node.attributes.push(dataAttribute('items', items));
  };
}

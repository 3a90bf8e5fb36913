import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { docElements } from '../../app/docs/registry.ts';

/** The documentation elements that render the same in the prerender as anywhere: no island, no step. */
const staticElements = new Set(
  Object.entries(docElements)
    .filter(([, element]) => !element.island && !element.transform)
    .map(([name]) => name),
);

/**
 * Whether a page shares one route module with the others like it (docs/decisions/0022): a page
 * of prose, tables, code blocks and static documentation elements, whose only islands are its
 * code blocks, which hydrate from the page's own HTML. Such a page needs nothing of its own in
 * the browser, so the build gives all of them `app/pages/article-page.tsx` instead of a module
 * each, and the client build does not grow with their number. A page with ESM of its own, or an
 * element that is an island or has a build step, keeps its own module.
 *
 * Read from the page's tree as the scanner expanded it (`page-data.ts`), before anything is
 * compiled, because React Router reads the route table first; the compile checks it
 * (`rehype-islands.ts`).
 */
export function sharesArticleModule(tree: Root): boolean {
  let shares = true;
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') shares = false;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name;
      // A fragment, an HTML element or a custom element renders as it is.
      if (name && !/^[a-z][a-z0-9-]*$/.test(name) && !staticElements.has(name)) shares = false;
    }
    return shares ? undefined : false;
  });
  return shares;
}

/** The route file of the pages that share one (relative to `app/`). */
export const sharedArticleRoute = 'pages/article-page.tsx';

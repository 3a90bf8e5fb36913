import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';
import { expressionAttribute } from '../../readers/mdx-jsx.ts';

/**
 * Ships each highlighted code block as one HTML string instead of a JSX element per token.
 * Highlighting happens at build time, so the tokens never change in the browser; as JSX they
 * made a page's module several times larger and its build several times slower.
 */
export function rehypeStaticCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return undefined;
      const className = ([] as unknown[])
        .concat(node.properties.className ?? node.properties.class ?? [])
        .join(' ');
      const html = toHtml(node.children as ElementContent[]);
      const replacement = {
        type: 'mdxJsxFlowElement',
        name: 'pre',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'className', value: className },
          // Keyboard users can scroll a wide block only if it can take focus.
          expressionAttribute('tabIndex', '0'),
          expressionAttribute('dangerouslySetInnerHTML', `({ __html: ${JSON.stringify(html)} })`),
        ],
        children: [],
      };
      parent.children[index] = replacement as unknown as Element;
      return SKIP;
    });
  };
}

import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * A JSDoc description's Markdown as HTML, rendered at build time so the API tables show code,
 * emphasis and links as the source meant them, and ship no Markdown code to the browser. One
 * paragraph (the usual case) is returned without its `<p>`, to sit in a table cell as text does.
 * Raw HTML in the description is dropped, never passed through: names of elements belong in
 * backticks (`<fieldset>`), which become code.
 */
export function inlineMarkdown(markdown: string): string {
  const mdast = parser.runSync(parser.parse(markdown)) as Root;
  const hast = toHast(mdast) as HastRoot;
  const blocks = hast.children.filter((node) => node.type !== 'text' || node.value.trim());
  const [only] = blocks;
  if (blocks.length === 1 && only?.type === 'element' && only.tagName === 'p') {
    return toHtml(only.children);
  }
  return toHtml(hast);
}

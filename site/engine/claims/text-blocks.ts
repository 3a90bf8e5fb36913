import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** One block of text a reader reads as a unit: a paragraph, a list item, a table cell. */
export interface TextBlock {
  text: string;
  /** Its links: where each leads, and its text. */
  links: { href: string; text: string }[];
  /** Whether it is a table cell. */
  cell: boolean;
}

const blockTags = new Set([
  'p',
  'li',
  'td',
  'th',
  'dd',
  'dt',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'caption',
  'figcaption',
  'summary',
]);
/** Code listings and what is not text at all. */
const skippedTags = new Set(['pre', 'script', 'style', 'template', 'svg', 'noscript']);

const classes = (element: Element): string[] => {
  const value: unknown = element.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ') : [];
};

/**
 * The text blocks of an HTML tree, each with its own text only (a list item without the list
 * nested in it, which is blocks of its own), skipping code listings and the elements whose class
 * is in `skipClasses`.
 */
export function textBlocks(
  tree: HastRoot | Element,
  skipClasses: readonly string[] = [],
): TextBlock[] {
  const blocks: TextBlock[] = [];
  const skip = (element: Element) =>
    skippedTags.has(element.tagName) || classes(element).some((c) => skipClasses.includes(c));
  type Into = { text: string[]; links: TextBlock['links'] };
  const collect = (nodes: HastContent[], into: Into) => {
    for (const node of nodes) {
      if (node.type === 'text') into.text.push(node.value);
      if (node.type !== 'element' || skip(node)) continue;
      if (blockTags.has(node.tagName)) {
        visitBlock(node);
        continue;
      }
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const inner: Into = { text: [], links: [] };
        collect(node.children, inner);
        const text = inner.text.join('');
        into.text.push(text);
        into.links.push({ href: node.properties.href, text: text.replace(/\s+/g, ' ').trim() });
        continue;
      }
      collect(node.children, into);
    }
  };
  const visitBlock = (element: Element) => {
    // Its place first: the blocks nested in it (a list in a list item) come after it.
    const block: TextBlock = {
      text: '',
      links: [],
      cell: element.tagName === 'td' || element.tagName === 'th',
    };
    blocks.push(block);
    const own: Into = { text: [], links: block.links };
    collect(element.children, own);
    block.text = own.text.join('').replace(/\s+/g, ' ').trim();
  };
  collect(tree.children as HastContent[], { text: [], links: [] });
  return blocks.filter((block) => block.text);
}

/** The article of a built page (its `[data-pagefind-body]`), as text blocks. */
export function pageBlocks(html: string, skipClasses: readonly string[] = []): TextBlock[] {
  const tree = fromHtml(html);
  let article: Element | undefined;
  const find = (nodes: HastContent[]) => {
    for (const node of nodes) {
      if (article || node.type !== 'element') continue;
      if ('dataPagefindBody' in node.properties) article = node;
      else find(node.children);
    }
  };
  find(tree.children);
  return article ? textBlocks(article, skipClasses) : [];
}

const markdown = unified().use(remarkParse).use(remarkGfm);

/** A Markdown file (a README) as text blocks. */
export function markdownBlocks(source: string): TextBlock[] {
  const tree = markdown.runSync(markdown.parse(source)) as Root;
  return textBlocks(toHast(tree) as HastRoot);
}

import type { Blockquote, Heading, Parent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { PageData } from '../../app/content/page.ts';
import { type ElementContext, type JsxElement, renderElement } from './markdown-elements.ts';

/** GFM tables out; fenced code, `-` bullets and `*`/`_` emphasis, as most Markdown is written. */
const stringifier = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  })
  // Unpadded tables: they are read by programs, and padding would grow llms-full.txt by a lot.
  .use(remarkGfm, { tablePipeAlign: false });

/** MDX-only nodes with no meaning outside the compiled page: imports, exports, `{…}` code. */
const scriptNodes = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml']);

function isJsx(node: RootContent): node is RootContent & JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * Replaces every documentation element in `nodes` by its Markdown (`markdown-elements.ts`),
 * drops MDX's script nodes and makes links absolute, from the top down (an element decides what
 * becomes of its children), into new nodes: the tree it reads is not changed.
 */
function plainMarkdown(nodes: RootContent[], context: Omit<ElementContext, 'transform'>) {
  const transform = (children: RootContent[]): RootContent[] =>
    children.flatMap((node): RootContent[] => {
      if (scriptNodes.has(node.type)) return [];
      if (isJsx(node)) return renderElement(node, { ...context, transform });
      const copy = { ...node } as RootContent;
      // Site paths become absolute URLs; the page's own tree is left as it was.
      if ('url' in copy && copy.url.startsWith('/') && !copy.url.startsWith('//')) {
        copy.url = context.url(copy.url);
      }
      if ('children' in copy) copy.children = transform(copy.children as RootContent[]) as never;
      return [copy];
    });
  return transform(nodes);
}

/**
 * One page as Markdown, from the tree its MDX source parses to (`parseMdx`): the prose as
 * written, demos as their HTML, API and string tables as GFM tables, links as absolute URLs, and
 * the page's description under its title. Everything comes from the source and the data the
 * build reads for the HTML page; nothing is taken from the rendered HTML.
 */
export function pageMarkdown(
  tree: Root,
  page: Pick<PageData, 'title' | 'frontmatter'>,
  context: Omit<ElementContext, 'transform'>,
): string {
  const root: Root = { type: 'root', children: plainMarkdown(tree.children, context) };

  const titleIndex = root.children.findIndex(
    (node) => node.type === 'heading' && (node as Heading).depth === 1,
  );
  const description: Blockquote[] = page.frontmatter.description
    ? [
        {
          type: 'blockquote',
          children: [
            {
              type: 'paragraph',
              children: [{ type: 'text', value: page.frontmatter.description }],
            },
          ],
        },
      ]
    : [];
  if (titleIndex === -1) {
    const title: Heading = {
      type: 'heading',
      depth: 1,
      children: [{ type: 'text', value: page.title }],
    };
    root.children.unshift(title, ...description);
  } else {
    root.children.splice(titleIndex + 1, 0, ...description);
  }
  return stringifier.stringify(root as Parent as Root);
}

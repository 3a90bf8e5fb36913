import type { Link, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * A change's Markdown as nodes to place in a page. Raw HTML is shown as the text it is (a
 * summary names elements, it does not add them), and positions are dropped: they count lines
 * of the changeset, not of the page the nodes go into.
 */
export function summaryNodes(markdown: string): RootContent[] {
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  visit(tree, (node, index, parent) => {
    delete (node as { position?: unknown }).position;
    if (node.type === 'html' && parent && index !== undefined) {
      parent.children.splice(index, 1, { type: 'text', value: node.value } as never);
    }
  });
  return tree.children;
}

const tagPattern = /^<?(sk-[a-z0-9-]+)>?$/;

/**
 * Turns the first mention of each element, written as code (`sk-file`), into a link to the page
 * that documents it, so a release note leads to the component it is about. Mentions already
 * inside a link, and elements without a page, stay as they are.
 */
export function linkComponents(
  nodes: RootContent[],
  tagPages: ReadonlyMap<string, string>,
): RootContent[] {
  const linked = new Set<string>();
  const root: Root = { type: 'root', children: nodes };
  visit(root, (node, index, parent) => {
    if (node.type === 'link') return SKIP;
    if (node.type !== 'inlineCode' || !parent || index === undefined) return undefined;
    const tag = tagPattern.exec(node.value)?.[1];
    const url = tag ? tagPages.get(tag) : undefined;
    if (!tag || !url || linked.has(tag)) return undefined;
    linked.add(tag);
    const link: Link = { type: 'link', url, children: [node] };
    parent.children.splice(index, 1, link as never);
    return SKIP;
  });
  return root.children;
}

/** Whether a cut is a headline on its own: it names an element, or says four words or more. */
function substantial(nodes: PhrasingContent[]): boolean {
  if (nodes.some((node) => node.type !== 'text')) return true;
  const words = nodes
    .map((node) => (node as { value: string }).value)
    .join('')
    .trim();
  return words.split(/\s+/).length >= 4;
}

/**
 * The headline of a change: the part before the colon that introduces its details ("New
 * `sk-file` (beta)"), or else its first sentence, for the short list of what's new. A colon
 * after a bare word or two ("Breaking (before 1.0):") is read past.
 */
export function headline(nodes: RootContent[]): PhrasingContent[] {
  const first = nodes.find((node) => node.type === 'paragraph');
  if (!first || first.type !== 'paragraph') return [];
  const out: PhrasingContent[] = [];
  let depth = 0;
  for (const node of first.children) {
    if (node.type !== 'text') {
      out.push(node);
      continue;
    }
    for (let i = 0; i < node.value.length; i++) {
      const char = node.value[i]!;
      if (char === '(') depth++;
      else if (char === ')') depth = Math.max(0, depth - 1);
      else if (
        depth === 0 &&
        (char === ':' || char === '.') &&
        /^(?:\s|$)/.test(node.value.slice(i + 1, i + 2))
      ) {
        const piece = node.value.slice(0, i);
        const cut = piece ? [...out, { ...node, value: piece }] : [...out];
        if (char === '.' || substantial(cut)) return cut;
      }
    }
    out.push(node);
  }
  return out;
}

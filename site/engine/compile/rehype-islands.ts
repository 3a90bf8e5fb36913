import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { routePathOf } from '../content/content-files.ts';
import { islandElements } from '../../app/docs/registry.ts';
import { appDir } from '../../readers/paths.ts';
import { expressionAttribute, jsxElement, plainAttribute } from '../../readers/mdx-jsx.ts';
import { parse as parseJs } from 'acorn';

type JsxNode = { type: string; name?: string | null; children?: unknown[] };

const isJsx = (node: JsxNode) =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** What a page's client module is made of (see `clientIslandsTree`), by compile key. */
const clientTrees = ((
  globalThis as { __skerryClientTrees?: Map<string, Root> }
).__skerryClientTrees ??= new Map());

/** The key of one compile of one page: its file and source. */
export function compileKey(file: string, source: string): string {
  return `${file}\0${createHash('sha1').update(source).digest('base64')}`;
}

/** The client tree recorded by the page's full compile (`rehypeIslands`). */
export function clientIslandsTree(key: string): Root | undefined {
  return clientTrees.get(key);
}

function esmImport(code: string): RootContent {
  const estree = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' });
  return { type: 'mdxjsEsm', value: code, data: { estree } } as unknown as RootContent;
}

/** The documentation element a page's ESM imports (`remark-page.ts`), if it is one. */
const docElementImport = /^import \{ (\w+) \} from "[^"]*\/docs\/[^"]*";$/;

/**
 * Whether the browser's module needs an ESM node of the page: the page's exports, and the
 * imports of the documentation elements its islands render. The others belong to the HTML.
 */
function usedBy(islands: ElementContent[], node: RootContent): boolean {
  const name = docElementImport.exec((node as { value?: string }).value ?? '')?.[1];
  if (!name) return true;
  const inside = (nodes: unknown[]): boolean =>
    nodes.some((child) => {
      const jsx = child as JsxNode;
      return (isJsx(jsx) && jsx.name === name) || inside(jsx.children ?? []);
    });
  return inside(islands);
}

/**
 * An island as the browser's module holds it. A code block that is an island of its own leaves
 * out its highlighted HTML, most of a page's module otherwise: the block hydrates the article's
 * HTML, which it reads from there (`app/docs/markdown/code-block.tsx`). A code block inside
 * another island (a tab) keeps it, as that island may render it anew.
 */
function clientIsland(island: ElementContent): ElementContent {
  const node = structuredClone(island) as unknown as JsxNode & {
    attributes?: { type: string; name?: string }[];
  };
  if (node.name === 'pre' && node.attributes) {
    node.attributes = node.attributes.filter(
      (attribute) =>
        !(attribute.type === 'mdxJsxAttribute' && attribute.name === 'dangerouslySetInnerHTML'),
    );
  }
  return node as unknown as ElementContent;
}

const islandsModule = JSON.stringify(path.join(appDir, 'islands/static-article.tsx'));

/**
 * Marks a page's islands. The full page (prerendered, and what `npm run dev` serves) wraps each
 * outermost interactive element in `<Island index>` and the whole content in `<StaticArticle>`.
 * The browser's module of the page (`clientIslandsTree`) keeps only the islands, in order, as
 * the children of `<StaticArticle mode="client">`: the article itself comes as HTML, from the
 * prerendered document or from the page's fragment file, and React hydrates nothing in it but
 * the islands.
 */
export function rehypeIslands(options: { contentDir: string; scoped?: boolean }) {
  return (tree: Root, file: VFile) => {
    const relativePath = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const pagePath = routePathOf(relativePath);
    const islands: ElementContent[] = [];

    const mark = (children: unknown[]) => {
      children.forEach((child, index) => {
        const node = child as JsxNode;
        if (isJsx(node) && node.name && islandElements.has(node.name)) {
          islands.push(node as unknown as ElementContent);
          children[index] = jsxElement(
            node.type === 'mdxJsxTextElement' ? 'text' : 'flow',
            'Island',
            [expressionAttribute('index', String(islands.length - 1))],
            [node],
          );
        } else if (Array.isArray(node.children)) {
          mark(node.children);
        }
      });
    };

    const esm = tree.children.filter((node) => node.type === ('mdxjsEsm' as string));
    const content = tree.children.filter((node) => node.type !== ('mdxjsEsm' as string));
    mark(content);

    // A page that shares the article module (docs/decisions/0022) is hydrated by a module that
    // knows only code blocks, and takes its data from its article.
    const shared = file.data.skerryPage?.sharesArticle === true;
    const other = shared ? islands.find((island) => (island as JsxNode).name !== 'pre') : undefined;
    if (other) {
      throw new Error(
        `${relativePath}: the island <${(other as JsxNode).name}> in a page read as prose and ` +
          'code alone (engine/content/shared-article.ts), whose code blocks are its only islands.',
      );
    }

    const imports = esmImport(`import { Island, StaticArticle } from ${islandsModule};`);
    const article = (mode: 'full' | 'client', children: unknown[]) =>
      jsxElement<Element>(
        'flow',
        'StaticArticle',
        [
          plainAttribute('path', pagePath),
          plainAttribute('mode', mode),
          ...(shared && mode === 'full' ? [expressionAttribute('page', 'handle.page')] : []),
        ],
        children,
      );

    // A page that shares the article module has no browser module of its own to make.
    if (!shared) {
      clientTrees.set(compileKey(file.path, String(file.value)), {
        type: 'root',
        children: [
          ...structuredClone([imports, ...esm.filter((node) => usedBy(islands, node))]),
          article('client', islands.map(clientIsland)),
        ],
      });
    }
    // A page compiled to be run with its components given (`article-body.ts`) imports nothing.
    tree.children = [...(options.scoped ? [] : [imports]), ...esm, article('full', content)];
  };
}

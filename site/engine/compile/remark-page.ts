import path from 'node:path';
import { parse as parseJs } from 'acorn';
import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { readManifest } from '../../readers/manifest.ts';
import { routePathOf } from '../content/content-files.ts';
import { analyzePage } from '../page-data/page-analysis.ts';
import { toPageData } from '../page-data/page-data.ts';
import { appDir } from '../../readers/paths.ts';

export interface RemarkPageOptions {
  contentDir: string;
  base: string;
  /** Documentation elements by tag name, with the module (relative to `app/`) that exports it. */
  docElements: Readonly<Record<string, { module: string }>>;
  /**
   * The page is compiled to be run with its components given (`article-body.ts`): it imports
   * nothing, and exports its data alone, as the article route module gives its head.
   */
  scoped?: boolean;
}

function esm(code: string): RootContent {
  const estree = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' });
  return { type: 'mdxjsEsm', value: code, data: { estree } } as unknown as RootContent;
}

const appModule = (relative: string) => JSON.stringify(path.join(appDir, relative));

/**
 * Turns an MDX page into a React Router route module: validates its frontmatter, gives headings
 * their ids, and adds `handle` (the page data) and `meta` (its head tags). It also imports the
 * documentation elements the page uses, and only those, so each page ships what it needs.
 */
export function remarkPage(options: RemarkPageOptions) {
  return (tree: Root, file: VFile) => {
    const relativePath = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    // The page's one analysis, when the pipeline expanded it (`remarkExpandPage`); a pipeline
    // without that step (an engine test) analyses the tree it has.
    const data =
      file.data.skerryPage?.data ??
      toPageData(
        { file: file.path, relativePath, routePath: routePathOf(relativePath) },
        analyzePage(tree, relativePath),
        options.base,
        options.contentDir,
        readManifest(),
      );

    const used = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = (node as { name: string | null }).name;
        if (name && Object.hasOwn(options.docElements, name)) used.add(name);
      }
    });

    tree.children = tree.children.filter((node) => node.type !== 'yaml');
    if (options.scoped) {
      tree.children.unshift(esm(`export const handle = { page: ${JSON.stringify(data)} };`));
      return;
    }
    tree.children.unshift(
      ...[...used].map((name) =>
        esm(`import { ${name} } from ${appModule(options.docElements[name]!.module)};`),
      ),
      esm(
        `import { pageMeta as __skerryPageMeta } from ${appModule('head/page-meta.ts')};\n` +
          `export const handle = { page: ${JSON.stringify(data)} };\n` +
          `export const meta = () => __skerryPageMeta(handle.page);`,
      ),
    );
  };
}

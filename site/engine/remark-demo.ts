import path from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { definitionModule } from './demo/component-modules.ts';
import { type LaterVariant, registerDemoSources } from './demo/sources-module.ts';
import { demoVariants } from './demo/variants.ts';
import { codeThemes, getHighlighter } from './highlighter.ts';
import { dataAttribute, expressionAttribute } from './mdx-jsx.ts';

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: unknown[];
  children: { type: string }[];
}

/**
 * The documentation elements that show a live example with its source, each filled in the same
 * way: `<Demo>`, and `<ModalWrapper>`, whose example is a modal opened from a button.
 */
export const demoElements: ReadonlySet<string> = new Set(['Demo', 'ModalWrapper']);

/**
 * Turns each `<Demo>` (and each element of `demoElements`) in a page into a live example with
 * its source in four frameworks, all highlighted here at build time. The one ```html block
 * inside it becomes `variants`, the HTML rendered live and shown; `later`, the tabs of the other
 * frameworks, whose code loads from a module of the page's own when one of them is first opened;
 * and `load`, the imports of the Skerry elements it uses, which run in the browser only — so a
 * page loads just the components its demos show.
 */
export function remarkDemo(options: { contentDir: string }) {
  return async (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const demos: JsxElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (demoElements.has((node as unknown as JsxElement).name ?? ''))
        demos.push(node as unknown as JsxElement);
    });
    if (demos.length === 0) return;
    const highlighter = await getHighlighter();

    // The demos with other frameworks' sources, which go to the page's module of its own.
    const later: { demo: JsxElement; sources: LaterVariant[] }[] = [];
    for (const demo of demos) {
      const blocks = demo.children.filter((child): child is Code => child.type === 'code');
      const html = blocks.find((block) => block.lang === 'html');
      if (!html || blocks.length !== 1) {
        throw new Error(
          `${where}: <${demo.name}> needs exactly one \`\`\`html code block inside it`,
        );
      }
      const { tags, variants } = demoVariants(html.value, where);
      const [first, ...rest] = variants.map((variant) => ({
        ...variant,
        html: highlighter.codeToHtml(variant.code, {
          lang: variant.lang,
          themes: codeThemes,
          defaultColor: false,
        }),
      }));
      const loaders = tags.map(
        (tag) => `() => import(${JSON.stringify(definitionModule(tag, where))})`,
      );
      demo.attributes.push(
        dataAttribute('variants', [first]),
        expressionAttribute('load', `[${loaders.join(', ')}]`),
      );
      demo.children = [];
      if (rest.length) later.push({ demo, sources: rest });
    }
    if (later.length === 0) return;
    const specifier = JSON.stringify(
      registerDemoSources(
        where,
        later.map(({ sources }) => sources),
      ),
    );
    later.forEach(({ demo, sources }, index) => {
      demo.attributes.push(
        dataAttribute(
          'later',
          sources.map(({ id, label }) => ({ id, label })),
        ),
        expressionAttribute(
          'loadLater',
          `() => import(${specifier}).then((module) => module.default[${index}])`,
        ),
      );
    });
  };
}

import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { definitionLoaders } from '../../../readers/component-modules.ts';
import { type DemoElement, demoSnippets } from './snippets.server.ts';
import { type LaterVariant, registerDemoSources } from './sources-module.server.ts';
import { demoVariants } from './variants.server.ts';
import { codeThemes, getHighlighter, tokenizeTimeLimit } from '../../../readers/highlighter.ts';
import { dataAttribute, expressionAttribute } from '../../../readers/mdx-jsx.ts';

/**
 * Turns each `<Demo>` in a page (and each `<ModalWrapper>`, a modal opened from a button) into
 * a live example with its source in four frameworks, all highlighted here at build time. The one ```html block inside it becomes `variants`, the HTML
 * rendered live and shown; `later`, the tabs of the other frameworks, whose code loads from a
 * module of the page's own when one of them is first opened; and `load`, the imports of the
 * Skerry elements it uses, which run in the browser only — so a page loads just the components
 * its demos show.
 */
export function remarkDemo(options: { contentDir: string }) {
  return async (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const demos = demoSnippets(tree, where);
    if (demos.length === 0) return;
    const highlighter = await getHighlighter();

    // The demos with other frameworks' sources, which go to the page's module of its own.
    const later: { demo: DemoElement; sources: LaterVariant[] }[] = [];
    for (const { element: demo, html } of demos) {
      const { tags, variants } = demoVariants(html, where);
      const [first, ...rest] = variants.map((variant) => ({
        ...variant,
        html: highlighter.codeToHtml(variant.code, {
          lang: variant.lang,
          themes: codeThemes,
          defaultColor: false,
          tokenizeTimeLimit,
        }),
      }));
      demo.attributes.push(
        dataAttribute('variants', [first]),
        expressionAttribute('load', definitionLoaders(tags, where)),
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

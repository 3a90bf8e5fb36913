import path from 'node:path';
import type { CompileOptions } from '@mdx-js/mdx';
import { docElements } from './doc-elements.ts';
import { baseRemarkPlugins, remarkParsedPage } from './markdown.ts';
import { appDir } from '../readers/paths.ts';
import { rehypeHighlight } from './rehype-highlight.ts';
import { rehypeIslands } from './rehype-islands.ts';
import { rehypeStaticCode } from './rehype-static-code.ts';
import { remarkAlertDocs } from './remark-alert-docs.ts';
import { remarkComponentsComparison } from './remark-components-comparison.ts';
import { remarkComponentsOverview } from './remark-components-overview.ts';
import { remarkDemo } from './remark-demo.ts';
import { remarkExpandPage } from './remark-expand-page.ts';
import { remarkItemOverview } from './remark-item-overview.ts';
import { remarkLocalizationStrings } from './remark-localization-strings.ts';
import { remarkPage } from './remark-page.ts';
import { remarkPinbox } from './remark-pinbox.ts';

/** The MDX compile options of every page, shared by the Vite build and the engine's tests. */
export function mdxOptions(options: { contentDir: string; base: string }): CompileOptions {
  return {
    remarkPlugins: [
      remarkParsedPage,
      ...baseRemarkPlugins,
      // First: every later step, and the page's analysis, sees the page expanded.
      [remarkExpandPage, options],
      [remarkDemo, { contentDir: options.contentDir }],
      [remarkComponentsComparison, { contentDir: options.contentDir }],
      [remarkPinbox, { contentDir: options.contentDir }],
      [remarkLocalizationStrings, { contentDir: options.contentDir }],
      [remarkAlertDocs, { contentDir: options.contentDir }],
      [remarkComponentsOverview, options],
      [remarkItemOverview, options],
      [remarkPage, { ...options, docElements }],
    ],
    // Last: it marks the islands of the finished tree.
    rehypePlugins: [rehypeHighlight, rehypeStaticCode, [rehypeIslands, options]],
    providerImportSource: path.join(appDir, 'docs/mdx-components.tsx'),
  };
}

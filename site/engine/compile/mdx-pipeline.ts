import path from 'node:path';
import type { CompileOptions } from '@mdx-js/mdx';
import type { PluggableList } from 'unified';
import { remarkAlertDocs } from '../../app/docs/alert-docs/alert-docs.server.ts';
import { remarkComponentsComparison } from '../../app/docs/components-comparison/components-comparison.server.ts';
import { remarkComponentsOverview } from '../../app/docs/components-overview/components-overview.server.ts';
import { remarkDemo } from '../../app/docs/demo/demo.server.ts';
import { remarkItemOverview } from '../../app/docs/item-overview/item-overview.server.ts';
import { remarkLocalizationStrings } from '../../app/docs/localization-strings/localization-strings.server.ts';
import { remarkPinbox } from '../../app/docs/pinbox/pinbox.server.ts';
import { remarkRenderCost } from '../../app/docs/render-cost/render-cost.server.ts';
import { remarkThemeBuilder } from '../../app/docs/theme-builder/theme-builder.server.ts';
import { docElements, docTransforms } from '../../app/docs/registry.ts';
import { baseRemarkPlugins, remarkParsedPage } from './markdown.ts';
import { appDir } from '../../readers/paths.ts';
import { rehypeHighlight } from './rehype-highlight.ts';
import { rehypeIslands } from './rehype-islands.ts';
import { rehypeStaticCode } from './rehype-static-code.ts';
import { remarkExpandPage } from './remark-expand-page.ts';
import { remarkPage } from './remark-page.ts';

type PipelineOptions = {
  contentDir: string;
  base: string;
  /** Compiled to be run with its components given, importing nothing (`article-body.ts`). */
  scoped?: boolean;
};

/** The documentation elements' build-time steps, by the name their module exports them under. */
const transformPlugins: Record<string, (options: PipelineOptions) => unknown> = {
  remarkAlertDocs,
  remarkComponentsComparison,
  remarkComponentsOverview,
  remarkDemo,
  remarkItemOverview,
  remarkLocalizationStrings,
  remarkPinbox,
  remarkRenderCost,
  remarkThemeBuilder,
};

/** The steps the registry names (`app/docs/registry.ts`), in its order. */
export function docTransformPlugins(options: PipelineOptions): PluggableList {
  return docTransforms.map(({ module, plugin }) => {
    const transform = transformPlugins[plugin];
    if (!transform) throw new Error(`${module}: ${plugin} is not a step of the MDX pipeline`);
    return [transform, options] as PluggableList[number];
  });
}

/**
 * The MDX compile options of every page, shared by the Vite build, the prerender's compile of the
 * pages that share the article module (`scoped`, `article-body.ts`) and the engine's tests.
 */
export function mdxOptions(options: PipelineOptions): CompileOptions {
  return {
    remarkPlugins: [
      remarkParsedPage,
      ...baseRemarkPlugins,
      // First: every later step, and the page's analysis, sees the page expanded.
      [remarkExpandPage, options],
      ...docTransformPlugins(options),
      [remarkPage, { ...options, docElements }],
    ],
    // Last: it marks the islands of the finished tree.
    rehypePlugins: [rehypeHighlight, rehypeStaticCode, [rehypeIslands, options]],
    ...(options.scoped ? { outputFormat: 'function-body' as const } : {}),
    providerImportSource: path.join(appDir, 'docs/markdown/mdx-components.tsx'),
  };
}

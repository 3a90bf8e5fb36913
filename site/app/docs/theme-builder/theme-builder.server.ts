import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { componentModule, definitionLoaders } from '../../../readers/component-modules.ts';
import { type CemManifest, readManifest } from '../../../readers/manifest.ts';
import { customElementTags, parseDemoHtml } from '../../../readers/parse-html.ts';
import { dataAttribute, expressionAttribute } from '../../../readers/mdx-jsx.ts';
import { siteDir } from '../../../readers/paths.ts';

/** The sample application the builder previews its theme on, written as a demo's markup is. */
export const sampleFile = path.join(siteDir, 'app/docs/theme-builder/sample.html');

/** The Skerry tags a sample uses, in order of first use. */
export function sampleTags(html: string, where: string): string[] {
  return customElementTags(parseDemoHtml(html, where)).filter((tag) => tag.startsWith('sk-'));
}

/**
 * The definition modules a sample needs, one per component folder, and the components it leaves
 * out. Every component the manifest declares counts (a folder's children, such as
 * `sk-accordion-item`, come with their parent's module), so a new component that the sample
 * does not show is noticed.
 */
export function sampleModules(
  tags: readonly string[],
  manifest: CemManifest | undefined,
): { used: string[]; missing: string[] } {
  const used = [...new Set(tags.map((tag) => componentModule(tag, manifest)))];
  const declared = new Set<string>();
  for (const module of manifest?.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName) declared.add(componentModule(declaration.tagName, manifest));
    }
  }
  return { used, missing: [...declared].filter((module) => !used.includes(module)).sort() };
}

interface JsxElement {
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

/**
 * Gives each `<ThemeBuilder>` the prefix of its ids (`scope`), its sample application (`sample`), rendered live in the preview
 * and prerendered with the page, and `load`, the definitions of the Skerry elements it uses, as
 * `<Demo>` gets them: imported in the browser only. A sample that leaves out one of the
 * components fails the build, naming it: the builder promises a preview of every one.
 */
export function remarkThemeBuilder(options: {
  contentDir: string;
  manifest?: () => CemManifest | undefined;
  sample?: () => string;
}) {
  const manifest = options.manifest ?? (() => readManifest());
  const sample = options.sample ?? (() => fs.readFileSync(sampleFile, 'utf8'));
  return (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    let count = 0;
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as unknown as JsxElement;
      if (element.name !== 'ThemeBuilder') return;
      const html = sample();
      const tags = sampleTags(html, where);
      const { missing } = sampleModules(tags, manifest());
      if (missing.length) {
        throw new Error(
          `${where}: <ThemeBuilder>: the sample application (${path.relative(siteDir, sampleFile)}) shows no element of ${missing.join(', ')}; every component belongs in it`,
        );
      }
      count += 1;
      element.attributes.push(
        // Ids made here, not by `useId`: an island hydrates as a root of its own, whose ids
        // differ from the prerendered page's, and the preview's style text holds one.
        dataAttribute('scope', `sk-theme-builder-${count}`),
        dataAttribute('sample', html.trim()),
        expressionAttribute('load', definitionLoaders(tags, where)),
      );
    });
  };
}

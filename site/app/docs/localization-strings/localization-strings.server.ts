import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { type CemManifest, findElement, readManifest } from '../../../readers/manifest.ts';
import {
  type BundledTranslations,
  localizationTable,
  readBundledTranslations,
} from './translations.server.ts';
import { dataAttribute, stringAttribute } from '../../../readers/mdx-jsx.ts';

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

/**
 * Fills in each `<LocalizationStrings tag="sk-button" />` with the element's strings in every
 * bundled locale: the keys from the components' Custom Elements Manifest (which their build reads
 * from each element's source), the text from the components' own translation modules. It runs at
 * build time, so the page ships the text and no translation code. An unknown tag, or a manifest
 * without the keys, fails the build, naming the page.
 */
export function remarkLocalizationStrings(options: {
  contentDir: string;
  manifest?: () => CemManifest | undefined;
  translations?: () => Promise<BundledTranslations>;
}) {
  const loadManifest = options.manifest ?? (() => readManifest());
  const loadTranslations = options.translations ?? (() => readBundledTranslations());
  return async (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const elements: JsxElement[] = [];
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as unknown as JsxElement;
      if (element.name === 'LocalizationStrings') elements.push(element);
    });
    if (elements.length === 0) return;
    const manifest = loadManifest();
    const translations = await loadTranslations();
    for (const element of elements) {
      const tag = stringAttribute(element, 'tag');
      if (!tag) {
        throw new Error(`${where}: <LocalizationStrings> needs a tag, such as tag="sk-button"`);
      }
      const declaration = findElement(manifest, tag);
      if (!declaration) {
        throw new Error(
          `${where}: <LocalizationStrings tag="${tag}">: no such element in the components' custom-elements.json`,
        );
      }
      try {
        element.attributes.push(
          dataAttribute('table', localizationTable(declaration, translations)),
        );
      } catch (error) {
        throw new Error(
          `${where}: <LocalizationStrings tag="${tag}">: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
  };
}

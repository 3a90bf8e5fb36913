import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { matchAlertGuidance, variantsFromType } from './alert-guidance.ts';
import { type CemManifest, findElement, readManifest } from '../../../readers/manifest.ts';
import { definitionLoaders } from '../../../readers/component-modules.ts';
import { dataAttribute, expressionAttribute, stringAttribute } from '../../../readers/mdx-jsx.ts';

interface JsxElement {
  type: string;
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: JsxElement[];
}

/**
 * Gives each `<AlertDocs>` sk-alert's variants, read from the `variant` attribute in the
 * components' Custom Elements Manifest (never a list kept in the page), and `load`, the alert's
 * definition for the browser. The page's `<AlertGuidance>` children must match those variants
 * one to one; a variant without guidance, guidance for a variant sk-alert does not have, or
 * anything else inside fails the build, naming the page and the variant.
 */
export function remarkAlertDocs(options: {
  contentDir: string;
  manifest?: () => CemManifest | undefined;
}) {
  const load = options.manifest ?? (() => readManifest());
  return (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as unknown as JsxElement;
      if (element.name !== 'AlertDocs') return;
      const fail = (problem: string): never => {
        throw new Error(`${where}: <AlertDocs>: ${problem}`);
      };
      const declaration = findElement(load(), 'sk-alert');
      if (!declaration) fail("there is no sk-alert in the components' custom-elements.json");
      const attribute = declaration!.attributes?.find((a) => a.name === 'variant');
      const variants = variantsFromType(attribute?.type?.text);
      const guidance = element.children.filter(
        (child) => !(child.type === 'text' && !String((child as { value?: unknown }).value).trim()),
      );
      const strangers = guidance.filter((child) => child.name !== 'AlertGuidance');
      if (strangers.length) {
        fail(
          `only <AlertGuidance variant="…" example="…"> elements belong inside, one per variant (found ${strangers.map((child) => (child.name ? `<${child.name}>` : child.type)).join(', ')})`,
        );
      }
      try {
        matchAlertGuidance(
          variants,
          guidance.map((child) => ({
            variant: stringAttribute(child, 'variant'),
            heading: stringAttribute(child, 'heading'),
            example: stringAttribute(child, 'example'),
          })),
        );
      } catch (error) {
        fail((error as Error).message.replace(/^<AlertDocs>: /, ''));
      }
      element.attributes.push(
        dataAttribute('variants', variants),
        expressionAttribute('load', definitionLoaders(['sk-alert'], where)),
      );
    });
  };
}

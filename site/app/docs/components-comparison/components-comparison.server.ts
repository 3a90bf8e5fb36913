import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { definitionLoaders } from '../../../readers/component-modules.ts';
import { customElementTags, parseDemoHtml } from '../../../readers/parse-html.ts';
import { expressionAttribute } from '../../../readers/mdx-jsx.ts';

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface JsxElement {
  name: string | null;
  attributes: {
    type: string;
    name?: string;
    value?: unknown;
  }[];
}

/**
 * The value of an attribute written as plain data (objects, arrays, strings, numbers, booleans,
 * template strings without `${}`), read at build time; anything else is refused.
 */
export function literalValue(node: EstreeNode, where: string): unknown {
  const refuse = (): never => {
    throw new Error(
      `${where}: <ComponentsComparison components={…}> must be written as plain data (objects, arrays and strings), not ${node.type}`,
    );
  };
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      if ((node.expressions as unknown[]).length > 0) refuse();
      return quasis.map((q) => q.value.cooked).join('');
    }
    case 'ArrayExpression':
      return (node.elements as (EstreeNode | null)[]).map((element) =>
        element ? literalValue(element, where) : refuse(),
      );
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as EstreeNode[]).map((property) => {
          if (property.type !== 'Property' || property.computed) refuse();
          const key = property.key as EstreeNode;
          const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
          return [name, literalValue(property.value as EstreeNode, where)];
        }),
      );
    default:
      return refuse();
  }
}

/**
 * Gives each `<ComponentsComparison>` the definitions its live examples need, as `<Demo>` gets
 * them: the Skerry tags in every `example` are imported in the browser only, and a tag the
 * components package does not export, or one with no overview page to link to, fails the build
 * naming the page. The props themselves are validated by the element when the page prerenders.
 */
export function remarkComponentsComparison(options: { contentDir: string }) {
  return (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as unknown as JsxElement;
      if (element.name !== 'ComponentsComparison') return;
      const attribute = element.attributes.find(
        (a) => a.type === 'mdxJsxAttribute' && a.name === 'components',
      );
      const program = (
        attribute?.value as { data?: { estree?: { body: { expression: EstreeNode }[] } } }
      )?.data?.estree;
      const expression = program?.body[0]?.expression;
      if (!expression) {
        throw new Error(
          `${where}: <ComponentsComparison> needs components={[{ tag, name, example, use, differences }, …]}`,
        );
      }
      const components = literalValue(expression, where);
      const tags = new Set<string>();
      for (const item of Array.isArray(components) ? components : []) {
        const { tag, example } = (item ?? {}) as { tag?: unknown; example?: unknown };
        if (typeof tag === 'string') {
          const page = path.join(options.contentDir, 'core-components', tag.replace(/^sk-/, ''));
          if (!fs.existsSync(path.join(page, 'index.mdx'))) {
            throw new Error(
              `${where}: <ComponentsComparison> compares <${tag}>, which has no overview page to link to`,
            );
          }
        }
        if (typeof example !== 'string') continue;
        for (const used of customElementTags(parseDemoHtml(example, where))) {
          if (used.startsWith('sk-')) tags.add(used);
        }
      }
      element.attributes.push(expressionAttribute('load', definitionLoaders(tags, where)));
    });
  };
}

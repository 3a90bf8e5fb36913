import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type {
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
} from 'mdast';
import type { CemManifest } from '../../readers/manifest.ts';
import type { BundledTranslations } from '../../app/docs/localization-strings/translations.server.ts';
import type { CollectedPage } from '../page-data/page-data.ts';
import { literalValue } from '../../app/docs/components-comparison/components-comparison.server.ts';

/** A JSX element of an MDX tree, flow or text, as the parser left it. */
export interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** What an element's Markdown may need besides its own attributes. */
export interface ElementContext {
  /** The page's source file relative to the content folder, for error messages. */
  where: string;
  /** The page's MDX source, for the JSX of live examples. */
  source: string;
  /** The absolute URL of a site path (`/core-components/button/`). */
  url: (sitePath: string) => string;
  manifest: CemManifest | undefined;
  translations: () => BundledTranslations;
  pages: readonly Pick<CollectedPage, 'data'>[];
  /** Turns an element's children (which may hold elements too) into Markdown. */
  transform: (children: RootContent[]) => RootContent[];
}

export type Render = (element: JsxElement, context: ElementContext) => RootContent[];

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const strong = (value: string): PhrasingContent => ({
  type: 'strong',
  children: [text(value)],
});
export const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children,
});
export const link = (url: string, label: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(label)],
});

export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  return {
    type: 'table',
    children: [header.map((h) => [text(h)]), ...rows].map((cells) => ({
      type: 'tableRow',
      children: cells.map(cell),
    })),
  };
}

export function list(items: PhrasingContent[][], ordered = false): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((children): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(...children)],
    })),
  };
}

/** A string attribute, or the value of an expression attribute written as plain data. */
export function attribute(element: JsxElement, name: string, where: string): unknown {
  const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  const program = (found.value as { data?: { estree?: { body: { expression: never }[] } } })?.data
    ?.estree;
  const expression = program?.body[0]?.expression;
  return expression ? literalValue(expression, `${where}: <${element.name} ${name}>`) : undefined;
}

export const stringAttribute = (element: JsxElement, name: string, where: string) => {
  const value = attribute(element, name, where);
  return typeof value === 'string' ? value : undefined;
};

/**
 * A table cell the build rendered to HTML from JSDoc Markdown (`app/docs/api-table/inline-markdown.server.ts`),
 * turned back into Markdown's phrasing by the unified tools rather than by patterns.
 */
export function htmlToPhrasing(html: string): PhrasingContent[] {
  const tree = toMdast(fromHtml(html, { fragment: true })) as Root;
  const phrasing: PhrasingContent[] = [];
  const collect = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (phrasingTypes.has(node.type)) phrasing.push(node as PhrasingContent);
      else if (node.type === 'code') phrasing.push(inlineCode(node.value));
      else if ('children' in node) {
        // Blocks (paragraphs, list items) run on in a cell, a space apart.
        if (phrasing.length) phrasing.push(text(' '));
        collect(node.children as RootContent[]);
      }
    }
  };
  collect(tree.children);
  return phrasing;
}

const phrasingTypes = new Set<string>([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'image',
  'break',
] as const);

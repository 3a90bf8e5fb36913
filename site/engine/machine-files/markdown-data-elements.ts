import type { Heading, PhrasingContent, RootContent } from 'mdast';
import type {
  LocalizationTable,
  LocalizedText,
} from '../../app/docs/localization-strings/localization-strings.tsx';
import { findElement } from '../../readers/manifest.ts';
import { apiSections } from '../../app/docs/api-table/sections.server.ts';
import { localizationTable } from '../../app/docs/localization-strings/translations.server.ts';
import { componentItems } from '../../app/docs/components-overview/overview-items.server.ts';
import { childPageItems } from '../../app/docs/item-overview/item-overview.server.ts';
import {
  type Render,
  attribute,
  htmlToPhrasing,
  inlineCode,
  link,
  list,
  paragraph,
  strong,
  stringAttribute,
  table,
  text,
} from './markdown-nodes.ts';
import { apiCodeColumns } from '../../app/docs/api-table/api-columns.ts';

/*
 * The documentation elements whose content is data the build reads (the components' manifest and
 * translations, the page data) rather than text in the page: as Markdown tables and lists.
 */

type ApiSection = ReturnType<typeof apiSections>[number];

/** One API section as a Markdown table, or the sentence saying it is empty. */
function apiSectionTable(section: ApiSection): RootContent {
  if (section.rows.length === 0) return paragraph(text(section.empty));
  const html = new Set((section as { htmlColumns?: string[] }).htmlColumns ?? []);
  const rows = section.rows.map((row) =>
    row.map((cell, index): PhrasingContent[] => {
      const column = section.columns[index] ?? '';
      if (!cell) return [text('—')];
      if (html.has(column)) return htmlToPhrasing(cell);
      return [apiCodeColumns.has(column) ? inlineCode(cell) : text(cell)];
    }),
  );
  return table(section.columns, rows);
}

/** `<WebComponentApi tag>`: the sections of the element's API from its manifest, as tables. */
export const webComponentApi: Render = (element, context) => {
  const tag = stringAttribute(element, 'tag', context.where) ?? '';
  const declaration = findElement(context.manifest, tag);
  if (!declaration) throw new Error(`${context.where}: <WebComponentApi tag="${tag}"> is unknown`);
  const depth = Number(stringAttribute(element, 'level', context.where) ?? 2) as Heading['depth'];
  return apiSections(declaration).flatMap((section): RootContent[] => [
    { type: 'heading', depth, children: [text(section.title)] } as Heading,
    apiSectionTable(section),
  ]);
};

/** `<ApiTable section>`: one section of an expanded `<WebComponentApi>`, its heading beside it. */
export const apiTable: Render = (element, context) => {
  const section = attribute(element, 'section', context.where) as ApiSection | undefined;
  if (!section) throw new Error(`${context.where}: <ApiTable> has no section`);
  return [apiSectionTable(section)];
};

function localizedText(value: LocalizedText): PhrasingContent[] {
  if (value === null) return [{ type: 'emphasis', children: [text('not translated')] }];
  if (typeof value === 'string') return [text(value)];
  return [text(value.map(({ category, text: form }) => `${category}: ${form}`).join('; '))];
}

/** `<LocalizationStrings tag>`: every string of the element in every bundled locale. */
export const localizationStrings: Render = (element, context) => {
  const tag = stringAttribute(element, 'tag', context.where) ?? '';
  const declaration = findElement(context.manifest, tag);
  if (!declaration) {
    throw new Error(`${context.where}: <LocalizationStrings tag="${tag}"> is unknown`);
  }
  const data: LocalizationTable = localizationTable(declaration, context.translations());
  return [
    table(
      ['Key', ...data.locales.map((l) => `${l.name} (${l.locale})`)],
      data.rows.map((row) => [[inlineCode(row.key)], ...row.texts.map(localizedText)]),
    ),
  ];
};

interface Compared {
  tag: string;
  name: string;
  example?: string;
  use: string;
  differences: Record<string, string>;
}

/** `<ComponentsComparison>`: one column per component, one row per aspect. */
export const componentsComparison: Render = (element, context) => {
  const components = (attribute(element, 'components', context.where) ?? []) as Compared[];
  const caption = stringAttribute(element, 'caption', context.where);
  const aspects = [...new Set(components.flatMap((c) => Object.keys(c.differences ?? {})))];
  const page = (tag: string) => context.url(`/core-components/${tag.replace(/^sk-/, '')}/`);
  return [
    ...(caption ? [paragraph(strong(caption))] : []),
    table(
      ['', ...components.map((c) => c.name)],
      [
        [[text('Component')], ...components.map((c) => [link(page(c.tag), c.tag)])],
        [[text('Example')], ...components.map((c) => [inlineCode(c.example ?? '')])],
        [[text('Use')], ...components.map((c) => [text(c.use)])],
        ...aspects.map((aspect) => [
          [text(aspect)],
          ...components.map((c) => [text(c.differences?.[aspect] ?? '—')]),
        ]),
      ],
    ),
  ];
};

/** `<ComponentsOverview>`: every component with its status and description. */
export const componentsOverview: Render = (_element, context) => {
  const items = componentItems(
    context.pages.map((p) => p.data),
    context.manifest,
  );
  return [
    list(
      items.map((item) => [
        link(context.url(item.path), item.name),
        text(` (`),
        inlineCode(item.tag),
        text(`, ${item.status}): ${item.description}`),
      ]),
    ),
  ];
};

/** `<ItemOverview of>`: the pages directly below a path. */
export const itemOverview: Render = (element, context) => {
  const of = stringAttribute(element, 'of', context.where) ?? '/';
  return [
    list(
      childPageItems([...context.pages], of).map((item) => [
        link(context.url(item.path), item.title),
        text(item.description ? `: ${item.description}` : ''),
      ]),
    ),
  ];
};

import { inlineMarkdown } from './inline-markdown.server.ts';
import type { CemDeclaration } from '../../../readers/manifest.ts';

/** One table of an element's API, as plain data for the page. */
export interface ApiSection {
  id: 'properties' | 'events' | 'slots' | 'methods' | 'css-properties' | 'css-parts' | 'css-states';
  title: string;
  /** What an empty section says, so a reader knows there is nothing rather than a gap. */
  empty: string;
  columns: string[];
  /** Columns whose cells are HTML rendered from the JSDoc's Markdown; the others are text. */
  htmlColumns: string[];
  rows: string[][];
}

const text = (value: string | undefined) => value?.trim() ?? '';
/** An item's JSDoc description (or summary), its Markdown rendered to HTML. */
const describe = (item: { description?: string; summary?: string }, ...notes: string[]) =>
  inlineMarkdown(
    [text(item.description) || text(item.summary), ...notes].filter(Boolean).join(' '),
  );
const htmlColumns = ['Description'];

/**
 * The element's API in the order a reader needs it: what to set, what it tells back, what goes
 * inside, what can be called, then how to style it. Private, protected and static members, and
 * those whose names start with `_`, are left out.
 */
export function apiSections(element: CemDeclaration): ApiSection[] {
  const name = element.tagName ?? element.name;
  const publicMembers = (element.members ?? []).filter(
    (m) => (m.privacy ?? 'public') === 'public' && !m.static && !m.name.startsWith('_'),
  );
  const fields = publicMembers.filter((m) => m.kind === 'field');
  const methods = publicMembers.filter((m) => m.kind === 'method');
  const attributeOf = (field: string) =>
    element.attributes?.find((a) => a.fieldName === field)?.name;

  return [
    {
      id: 'properties',
      title: 'Properties',
      empty: `<${name}> has no public properties.`,
      htmlColumns,
      columns: ['Property', 'Attribute', 'Type', 'Default', 'Description'],
      rows: fields.map((f) => [
        f.name,
        f.attribute ?? attributeOf(f.name) ?? '',
        text(f.type?.text),
        text(f.default),
        describe(
          f,
          f.reflects ? '(Reflects to its attribute.)' : '',
          f.readonly ? '(Read only.)' : '',
        ),
      ]),
    },
    {
      id: 'events',
      title: 'Events',
      empty: `<${name}> dispatches no events of its own.`,
      htmlColumns,
      columns: ['Event', 'Type', 'Description'],
      rows: (element.events ?? []).map((e) => [e.name, text(e.type?.text), describe(e)]),
    },
    {
      id: 'slots',
      title: 'Slots',
      empty: `<${name}> has no slots.`,
      htmlColumns,
      columns: ['Slot', 'Description'],
      rows: (element.slots ?? []).map((s) => [s.name || '(default)', describe(s)]),
    },
    {
      id: 'methods',
      title: 'Methods',
      empty: `<${name}> has no public methods.`,
      htmlColumns,
      columns: ['Method', 'Signature', 'Description'],
      rows: methods.map((m) => [
        m.name,
        `(${(m.parameters ?? [])
          .map((p) => `${p.name}${p.optional ? '?' : ''}: ${text(p.type?.text) || 'unknown'}`)
          .join(', ')}) => ${text(m.return?.type?.text) || 'void'}`,
        describe(m),
      ]),
    },
    {
      id: 'css-properties',
      title: 'CSS custom properties',
      empty: `<${name}> exposes no CSS custom properties.`,
      htmlColumns,
      columns: ['Property', 'Default', 'Description'],
      rows: (element.cssProperties ?? []).map((p) => [p.name, text(p.default), describe(p)]),
    },
    {
      id: 'css-parts',
      title: 'CSS parts',
      empty: `<${name}> exposes no CSS parts.`,
      htmlColumns,
      columns: ['Part', 'Description'],
      rows: (element.cssParts ?? []).map((p) => [p.name, describe(p)]),
    },
    {
      id: 'css-states',
      title: 'Custom states',
      empty: `<${name}> has no custom states.`,
      htmlColumns,
      columns: ['State', 'Description'],
      rows: (element.cssStates ?? []).map((s) => [`:state(${s.name})`, describe(s)]),
    },
  ];
}

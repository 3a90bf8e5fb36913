import type { CemDeclaration } from '../../readers/manifest.ts';

/**
 * One row of Storybook's argument table, as the workbench's stories declare it (Storybook's
 * `InputType`, the fields we use): plain data, written into the generated story files.
 */
export interface WorkbenchArgType {
  name: string;
  description?: string;
  control:
    | false
    | { type: 'select'; labels?: Record<string, string> }
    | { type: 'boolean' | 'number' | 'text' };
  options?: string[];
  /** Storybook's actions addon logs the event of this name (the render listens for it). */
  action?: string;
  table: {
    category: ArgCategory;
    type?: { summary: string };
    defaultValue?: { summary: string };
  };
}

/** The table's sections, in the order of the site's API pages (`app/docs/api-table/sections.server.ts`). */
export const argCategories = [
  'attributes',
  'properties',
  'events',
  'slots',
  'methods',
  'css custom properties',
  'css parts',
  'custom states',
] as const;
export type ArgCategory = (typeof argCategories)[number];

/** The one category whose values the render writes onto the element, as attributes. */
export const attributeCategory: ArgCategory = 'attributes';

const text = (value: string | undefined) => value?.trim() ?? '';
const describe = (item: { description?: string; summary?: string }) =>
  text(item.description) || text(item.summary) || undefined;

/** `'a' | 'b' | undefined` → `['a', 'b']`; null when the type is not such a list of strings. */
function stringLiterals(type: string): string[] | null {
  const parts = type.split('|').map((part) => part.trim());
  const literals = parts.filter((part) => part !== 'undefined');
  if (!literals.length || !literals.every((part) => /^'[^']*'$/.test(part))) return null;
  return literals.map((part) => part.slice(1, -1));
}

/** The control for an attribute of this TypeScript type, as the manifest writes it. */
function controlFor(type: string): Pick<WorkbenchArgType, 'control' | 'options'> {
  const options = stringLiterals(type);
  if (options) {
    // An empty string is a value of its own (`target=""`); the select needs a visible label.
    const labels = options.includes('') ? { '': '(empty)' } : undefined;
    return { control: { type: 'select', ...(labels && { labels }) }, options };
  }
  const bare = type.replace(/\s*\|\s*undefined$/, '');
  if (bare === 'boolean') return { control: { type: 'boolean' } };
  if (bare === 'number') return { control: { type: 'number' } };
  return { control: { type: 'text' } };
}

/** A table row that only documents: no control, no argument of its own. */
function row(
  name: string,
  category: ArgCategory,
  item: { description?: string; summary?: string },
  type?: string,
  defaultValue?: string,
): WorkbenchArgType {
  return {
    name,
    ...(describe(item) && { description: describe(item) }),
    control: false,
    table: {
      category,
      ...(type && { type: { summary: type } }),
      ...(defaultValue && { defaultValue: { summary: defaultValue } }),
    },
  };
}

/**
 * Storybook's argument types of one element, from its declaration in `custom-elements.json`:
 * every attribute with a control of its type (a select for a list of strings, a switch for a
 * boolean, a number or text field otherwise), its description and default; then, to read
 * only, the properties without an attribute, the events (logged by the actions panel), slots,
 * methods, CSS custom properties, parts and custom states. Only attributes are keyed by their
 * own name, so a story's `args` are the element's attributes; the other rows' keys carry their
 * category, since a slot and an attribute may share a name (`label`). Private, protected,
 * static and `_`-prefixed members are left out, as on the API pages.
 */
export function argTypesOf(element: CemDeclaration): Record<string, WorkbenchArgType> {
  const argTypes: Record<string, WorkbenchArgType> = {};
  const attributes = element.attributes ?? [];
  for (const attribute of attributes) {
    const type = text(attribute.type?.text);
    argTypes[attribute.name] = {
      ...row(attribute.name, 'attributes', attribute, type, text(attribute.default)),
      ...controlFor(type),
    };
  }
  const withAttribute = new Set(attributes.map((a) => a.fieldName).filter(Boolean));
  const members = (element.members ?? []).filter(
    (m) => (m.privacy ?? 'public') === 'public' && !m.static && !m.name.startsWith('_'),
  );
  for (const field of members.filter((m) => m.kind === 'field')) {
    if (field.attribute || withAttribute.has(field.name)) continue;
    const note = field.readonly ? ' (read only)' : '';
    argTypes[`property:${field.name}`] = row(
      field.name,
      'properties',
      field,
      `${text(field.type?.text)}${note}`.trim(),
      text(field.default),
    );
  }
  for (const event of element.events ?? []) {
    argTypes[`event:${event.name}`] = {
      ...row(event.name, 'events', event, text(event.type?.text)),
      action: event.name,
    };
  }
  for (const slot of element.slots ?? []) {
    argTypes[`slot:${slot.name}`] = row(slot.name || '(default)', 'slots', slot);
  }
  for (const method of members.filter((m) => m.kind === 'method')) {
    const parameters = (method.parameters ?? [])
      .map((p) => `${p.name}${p.optional ? '?' : ''}: ${text(p.type?.text) || 'unknown'}`)
      .join(', ');
    const signature = `(${parameters}) => ${text(method.return?.type?.text) || 'void'}`;
    argTypes[`method:${method.name}`] = row(method.name, 'methods', method, signature);
  }
  for (const property of element.cssProperties ?? []) {
    argTypes[`css:${property.name}`] = row(
      property.name,
      'css custom properties',
      property,
      undefined,
      text(property.default),
    );
  }
  for (const part of element.cssParts ?? []) {
    argTypes[`part:${part.name}`] = row(part.name, 'css parts', part);
  }
  for (const state of element.cssStates ?? []) {
    argTypes[`state:${state.name}`] = row(`:state(${state.name})`, 'custom states', state);
  }
  return argTypes;
}

/**
 * A story's arguments: the attributes the element has in the demo's markup, those the manifest
 * knows, typed as their controls expect (a boolean attribute is true when present).
 */
export function argsFromAttributes(
  attributes: readonly [string, string][],
  argTypes: Record<string, WorkbenchArgType>,
): Record<string, string | number | boolean> {
  const args: Record<string, string | number | boolean> = {};
  for (const [name, value] of attributes) {
    const argType = argTypes[name];
    if (argType?.table.category !== attributeCategory || argType.control === false) continue;
    if (argType.control.type === 'boolean') args[name] = true;
    else if (argType.control.type === 'number' && value.trim() !== '' && !isNaN(Number(value)))
      args[name] = Number(value);
    else args[name] = value;
  }
  return args;
}

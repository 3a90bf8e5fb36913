import {
  customElements,
  type Manifest,
  type ManifestElement,
} from '../../components/scripts/manifest/manifest-types.ts';
import type { ModelKind } from '../src/model.ts';

export interface PropApi {
  /** The property's name (camelCase), which Vue also accepts kebab-cased in templates. */
  name: string;
  description: string;
  boolean: boolean;
  /**
   * The attribute of a numeric prop: a template's static `max="10"` is a string, which the
   * element converts to a number only when it arrives as this attribute.
   */
  numberAttribute?: string;
}

export interface EventApi {
  name: string;
  description: string;
  /** The event's class as the JSDoc names it (`SkCloseEvent`, `InputEvent`), else `Event`. */
  type: string;
}

/** One element as its Vue component needs it. */
export interface ElementApi {
  tag: string;
  /** The element's class, exported by `@skerry/components`. */
  className: string;
  /** The component's folder, whose entry (`@skerry/components/<folder>.js`) defines the tag. */
  folder: string;
  props: PropApi[];
  events: EventApi[];
  model?: ModelKind;
}

/**
 * Settable properties: public instance fields that are not read-only, with the attributes
 * that have no field of their own. Attributes and fields share their camelCase name.
 */
const isNumeric = (type: string | undefined): boolean =>
  (type ?? '').split('|').some((part) => part.trim() === 'number');

function settableProps(element: ManifestElement): PropApi[] {
  const attributes = new Map(
    (element.attributes ?? []).map((attribute) => [
      attribute.fieldName ?? attribute.name,
      attribute,
    ]),
  );
  const props = new Map<string, PropApi>();
  for (const member of element.members ?? []) {
    if (member.kind !== 'field' || member.static || member.readonly) continue;
    if (member.privacy === 'private' || member.privacy === 'protected') continue;
    if (member.name.startsWith('#') || member.name.startsWith('_')) continue;
    const attribute = attributes.get(member.name);
    props.set(member.name, {
      name: member.name,
      description: member.description ?? '',
      boolean: member.type?.text === 'boolean',
      ...(attribute && isNumeric(member.type?.text) ? { numberAttribute: attribute.name } : {}),
    });
  }
  for (const attribute of element.attributes ?? []) {
    const name = attribute.fieldName ?? attribute.name;
    if (props.has(name) || !/^[a-z][A-Za-z0-9]*$/.test(name)) continue;
    props.set(name, {
      name,
      description: attribute.description ?? '',
      boolean: attribute.type?.text === 'boolean',
      ...(isNumeric(attribute.type?.text) ? { numberAttribute: attribute.name } : {}),
    });
  }
  return [...props.values()];
}

/**
 * What `v-model` binds, read from the element's API: a control is one that fires `input`, and
 * the field that carries its value decides how. `valueAsNumber` counts only where it can be set
 * (a range's; a text field's is read-only).
 */
export function modelKind(element: ManifestElement): ModelKind | undefined {
  if (!(element.events ?? []).some((event) => event.name === 'input')) return undefined;
  const settable = new Set(settableProps(element).map((prop) => prop.name));
  if (settable.has('checked')) return 'checked';
  if (settable.has('files')) return 'files';
  if (settable.has('values') && settable.has('multiple')) return 'select';
  if (settable.has('valueAsNumber')) return 'number';
  if (settable.has('value')) return 'text';
  return undefined;
}

function events(element: ManifestElement): EventApi[] {
  const seen = new Set<string>();
  return (element.events ?? []).flatMap((event) => {
    if (!event.name || seen.has(event.name)) return [];
    seen.add(event.name);
    const type = event.type?.text.trim();
    return [
      {
        name: event.name,
        description: event.description ?? '',
        type: type && /^[A-Z][A-Za-z0-9]*$/.test(type) ? type : 'Event',
      },
    ];
  });
}

/** Every element of the manifest, in tag order. */
export function elementApis(manifest: Manifest): ElementApi[] {
  return customElements(manifest)
    .map(({ element, path }) => {
      const folder = /(?:^|\/)components\/([a-z0-9-]+)\//.exec(path)?.[1];
      if (!folder) throw new Error(`${element.tagName}: no component folder in ${path}`);
      return {
        tag: element.tagName ?? '',
        className: element.name,
        folder,
        props: settableProps(element),
        events: events(element),
        model: modelKind(element),
      };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

import { bindingName, type CemManifest, findElement } from '../../../readers/manifest.ts';

/** How `@skerry/react` spells one attribute of an element: its property, and how to write it. */
export interface ReactProp {
  name: string;
  kind: 'boolean' | 'number' | 'string';
}

/** A Skerry element as `@skerry/react` exports it: `<sk-icon-button>` → `SkIconButton`. */
export interface ReactComponent {
  name: string;
  /** Attribute name → prop, for the attributes the manifest ties to a property. */
  props: Map<string, ReactProp>;
}

/**
 * Properties every HTML element has, which React types under its own spelling: a binding's props
 * leave the element's own out for them (`@lit/react` types the rest from the class), so a
 * textarea's `spellcheck` is React's `spellCheck`.
 */
const reactSpellings: Record<string, string> = {
  spellcheck: 'spellCheck',
  autocapitalize: 'autoCapitalize',
};

function kind(type: string | undefined): ReactProp['kind'] {
  const parts = (type ?? '').split('|').map((part) => part.trim());
  if (parts.includes('boolean')) return 'boolean';
  if (parts.includes('number')) return 'number';
  return 'string';
}

/**
 * The React component of a tag, named and typed as the bindings are: the element's class, and
 * for each attribute the property the manifest names (`heading-level` → `headingLevel`).
 * A tag the manifest lacks (a planned component) gets its class name's usual spelling.
 */
export function reactComponent(tag: string, manifest: CemManifest | undefined): ReactComponent {
  const element = findElement(manifest, tag);
  const props = new Map<string, ReactProp>();
  for (const attribute of element?.attributes ?? []) {
    const field = attribute.fieldName;
    if (!field) continue;
    // The property's type where the attribute has none written (`rows` of a textarea).
    const member = element?.members?.find((m) => m.name === field);
    props.set(attribute.name, {
      name: reactSpellings[field] ?? field,
      kind: kind(attribute.type?.text ?? member?.type?.text),
    });
  }
  return { name: bindingName(manifest, tag), props };
}

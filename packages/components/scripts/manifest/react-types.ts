import { customElements, type Manifest, type ManifestType } from './manifest-types.ts';

/* Types written in the source that are safe to copy into a declaration file as they are. */
const portable = /^(?:string|number|boolean|undefined|'[^']*'|"[^"]*"|\s|\|)+$/;

function attributeType(type: ManifestType | undefined): string {
  const text = type?.text.trim() ?? 'string';
  return portable.test(text) ? text : 'string';
}

const quote = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/**
 * React 19 JSX typings for every element: each attribute with its allowed values on top of the
 * standard HTML attributes, and a `ref` of the element's class. React 19 passes props to custom
 * elements as properties when the element has one, as attributes otherwise.
 *
 * `classModule` is where the element classes are imported from, relative to the output file.
 */
export function reactTypes(manifest: Manifest, classModule: string): string {
  const elements = customElements(manifest);
  const imports = elements.map(({ element }) => element.name).join(', ');
  const entries = elements.map(({ element }) => {
    const props = (element.attributes ?? []).map((attribute) => {
      const doc = attribute.description ? `      /** ${attribute.description} */\n` : '';
      return `${doc}      ${quote(attribute.name)}?: ${attributeType(attribute.type)};`;
    });
    return `    /** ${element.summary ?? element.name} */
    '${element.tagName}': SkElementProps<${element.name}> & {
${props.join('\n')}
    };`;
  });
  return `/* Generated from custom-elements.json by @skerry/components. Do not edit. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${imports} } from '${classModule}';

type SkElementProps<E extends HTMLElement> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, 'className'> & {
  class?: string;
  className?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}
`;
}

import type { DemoNode } from '../../../readers/parse-html.ts';
import type { ReactComponent } from './react-components.server.ts';

/** The `@skerry/react` component of a Skerry tag, or undefined to write the tag as it is. */
export type ComponentOf = (tag: string) => ReactComponent | undefined;

/** HTML attribute names that React spells differently on built-in elements. */
const reactNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  enctype: 'encType',
  novalidate: 'noValidate',
  spellcheck: 'spellCheck',
  contenteditable: 'contentEditable',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  formnovalidate: 'formNoValidate',
  datetime: 'dateTime',
  // SVG presentation attributes, as an inline icon in a demo's slot writes them.
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function styleObject(css: string): string {
  const entries = css
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(([property, value]) => property?.trim() && value?.trim())
    .map(([property = '', ...value]) => {
      const name = property.trim();
      const key = name.startsWith('--')
        ? JSON.stringify(name)
        : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return `${key}: ${JSON.stringify(value.join(':').trim())}`;
    });
  return `{{ ${entries.join(', ')} }}`;
}

function jsxAttribute(
  tag: string,
  [name, value]: [string, string],
  component: ReactComponent | undefined,
): string {
  // A binding's prop is the element's property: booleans bare (an attribute's presence), numbers
  // as numbers, since the binding sets the property as given.
  const prop = component?.props.get(name);
  if (prop?.kind === 'boolean') return prop.name;
  if (prop?.kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return `${prop.name}={${Number(value)}}`;
  }
  if (prop) return `${prop.name}=${JSON.stringify(value)}`;
  // React 19 hands a bare custom element's attributes over as written, `class` included; a
  // binding's other props are React's, spelled as on any element (`className`, `tabIndex`).
  const custom = tag.includes('-') && !component;
  const jsxName = custom ? (name === 'class' ? 'className' : name) : (reactNames[name] ?? name);
  if (name === 'style') return `style=${styleObject(value)}`;
  if (value === '') return jsxName;
  return `${jsxName}=${JSON.stringify(value)}`;
}

function jsxText(text: string): string {
  return text.replace(/[{}<>]/g, (c) => `{'${c}'}`);
}

function isBlank(node: DemoNode): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function printNode(node: DemoNode, indent: string, componentOf: ComponentOf): string[] {
  if (node.type === 'text') {
    return node.value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => indent + jsxText(line));
  }
  const component = componentOf(node.tag);
  const tag = component?.name ?? node.tag;
  const attributes = node.attributes
    .map((a) => ` ${jsxAttribute(node.tag, a, component)}`)
    .join('');
  if (voidElements.has(node.tag)) return [`${indent}<${tag}${attributes} />`];
  const children = node.children.filter((child) => !isBlank(child));
  if (children.length === 0) {
    return [
      component ? `${indent}<${tag}${attributes} />` : `${indent}<${tag}${attributes}></${tag}>`,
    ];
  }
  if (children.every((child) => child.type === 'text')) {
    const text = children
      .map((child) => (child.type === 'text' ? child.value : ''))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    return [`${indent}<${tag}${attributes}>${jsxText(text)}</${tag}>`];
  }
  return [
    `${indent}<${tag}${attributes}>`,
    ...children.flatMap((child) => printNode(child, `${indent}  `, componentOf)),
    `${indent}</${tag}>`,
  ];
}

/**
 * JSX for the nodes, one element or a fragment, each line starting with `indent`. Elements that
 * `componentOf` names are written as that component, their attributes as its props.
 */
export function toJsx(
  nodes: readonly DemoNode[],
  indent: string,
  componentOf: ComponentOf = () => undefined,
): string[] {
  const roots = nodes.filter((node) => !isBlank(node));
  if (roots.length === 1) return printNode(roots[0]!, indent, componentOf);
  return [
    `${indent}<>`,
    ...roots.flatMap((node) => printNode(node, `${indent}  `, componentOf)),
    `${indent}</>`,
  ];
}

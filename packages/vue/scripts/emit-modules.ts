import type { ModelKind } from '../src/model.ts';
import type { ElementApi } from './element-api.ts';

/** What `v-model` accepts and what it gets back: lists come back as arrays the app owns. */
const modelTypes: Record<ModelKind, { in: string; out: string }> = {
  text: { in: 'string', out: 'string' },
  checked: { in: 'boolean', out: 'boolean' },
  number: { in: 'number', out: 'number' },
  files: { in: 'readonly File[]', out: 'File[]' },
  select: { in: 'string', out: 'string' },
};

const header = '/* Generated from @skerry/components/custom-elements.json by @skerry/vue. */\n';

function doc(text: string, indent: string): string {
  const lines = text.trim().replaceAll('*/', '*\\/').split('\n');
  if (!lines[0]) return '';
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line.trim()}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The module of one component: importing it defines its element. */
export function componentModule(api: ElementApi): string {
  // The component takes the element class's name, as the manifest gives it: `SkInput`.
  const name = api.className;
  const spec = {
    tag: api.tag,
    name,
    properties: api.props.map((prop) => prop.name),
    booleans: api.props.filter((prop) => prop.boolean).map((prop) => prop.name),
    numberAttributes: Object.fromEntries(
      api.props.flatMap((prop) =>
        prop.numberAttribute ? [[prop.name, prop.numberAttribute]] : [],
      ),
    ),
    events: api.events.map((event) => event.name),
    ...(api.model ? { model: api.model } : {}),
  };
  return `${header}import '@skerry/components/${api.folder}.js';
import { defineSkComponent } from '../define.js';

export const ${name} = /* @__PURE__ */ defineSkComponent(${JSON.stringify(spec)});
`;
}

/**
 * A prop's type: the element's own, but for a form control's `form`, which is written as in
 * HTML, the id of its form (the element reads `form` as the form it belongs to, and sets the
 * attribute when given an id).
 */
function propType(element: string, prop: string): string {
  return prop === 'form' ? 'string | null' : `${element}['${prop}']`;
}

/**
 * The types of one component. Prop types are the element class's own (`SkInput['size']`), so
 * they are exactly what the element accepts; event types are the classes the JSDoc names,
 * from `@skerry/components` unless the DOM has them.
 */
export function componentTypes(api: ElementApi, isDomType: (name: string) => boolean): string {
  const name = api.className;
  const element = `${name}Element`;
  const eventImports = [
    ...new Set(api.events.map((event) => event.type).filter((type) => !isDomType(type))),
  ].sort();
  const imports = [`${api.className} as ${element}`, ...eventImports].join(', ');
  const props = api.props
    .map(
      (prop) =>
        `${doc(prop.description, '  ')}  ${key(prop.name)}?: ${propType(element, prop.name)};`,
    )
    .join('\n');
  const listModel =
    api.model === 'select'
      ? [
          `${doc("A multiple select's chosen values, for `v-model:values`.", '  ')}  'update:values': string[];`,
        ]
      : [];
  const events = [
    ...api.events.map(
      (event) => `${doc(event.description, '  ')}  ${key(event.name)}: ${event.type};`,
    ),
    ...listModel,
  ].join('\n');
  const model = api.model ? `, ${modelTypes[api.model].in}, ${modelTypes[api.model].out}` : '';
  return `${header}import type { ${imports} } from '@skerry/components';
import type { SkComponent } from '../define.js';

/** The props of \`<${name}>\`, set on \`<${api.tag}>\` as properties. */
export interface ${name}Props {
${props}
}

/** The events of \`<${name}>\`: each handler gets the DOM event. */
export interface ${name}Events {
${events}
}

/** \`<${api.tag}>\` as a Vue component${api.model ? ', with `v-model`' : ''}. */
export declare const ${name}: SkComponent<${name}Props, ${name}Events${model}>;
`;
}

/** The package's entry: every component, by name. */
export function indexModule(apis: ElementApi[]): string {
  return `${header}${apis.map((api) => `export { ${api.className} } from './components/${api.tag}.js';`).join('\n')}\n`;
}

export function indexTypes(apis: ElementApi[]): string {
  const lines = apis.map((api) => {
    const name = api.className;
    return `export { ${name}, type ${name}Props, type ${name}Events } from './components/${api.tag}.js';`;
  });
  return `${header}${lines.join('\n')}
export type { EmitsOf, SkComponent } from './define.js';
export type { ModelKind, ModelValues } from './model.js';
`;
}

/**
 * Types for the \`sk-*\` tags written as they are in templates (with \`isCustomElement\`): props
 * and events, as Vue's global components, for vue-tsc and editors. \`v-model\` on a raw tag is
 * Vue's text binding, so it is left to the components.
 */
export function globalComponentTypes(apis: ElementApi[]): string {
  const imports = apis.map((api) => {
    const name = api.className;
    return `import type { ${name}Props, ${name}Events } from './components/${api.tag}.js';`;
  });
  const entries = apis.map((api) => {
    const name = api.className;
    return `    '${api.tag}': SkComponent<${name}Props, ${name}Events>;`;
  });
  return `${header}${imports.join('\n')}
import type { SkComponent } from './define.js';

declare module 'vue' {
  interface GlobalComponents {
${entries.join('\n')}
  }
}

export {};
`;
}

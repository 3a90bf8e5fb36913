import type { ExportedComponent } from '../../components/scripts/exported-components.ts';
import {
  customElements,
  type Manifest,
  type ManifestElement,
} from '../../components/scripts/manifest/manifest-types.ts';

/** One element of a component entry, as its binding needs it. */
export interface BoundElement {
  element: ManifestElement;
  tagName: string;
  events: BoundEvent[];
}

export interface BoundEvent {
  /** The DOM event's name, e.g. `sk-after-close`. */
  name: string;
  /** The React prop that takes its callback, e.g. `onSkAfterClose`. */
  prop: string;
  /** The event's type as the manifest has it (TypeScript), e.g. `SkAfterCloseEvent`. */
  type: string;
  description?: string;
}

/**
 * Events React already delivers on every element, typed by its own typings: their callbacks
 * stay React's (`onClick` gets React's `MouseEvent`, with React's bubbling through portals), so
 * a handler written for a native button fits a Skerry one.
 */
const deliveredByReact = new Set(['click']);

/** `sk-after-close` → `onSkAfterClose`, `input` → `onInput`. */
export function eventProp(name: string): string {
  return `on${name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}`;
}

/** The value events of a form control: the control itself fires them, so it is their target. */
const valueEvents = new Set(['input', 'change']);

/** The elements a component entry defines, in its module's export order, with their events. */
export function boundElements(manifest: Manifest, component: ExportedComponent): BoundElement[] {
  const modulePath = `dist/components/${component.name}/sk-${component.name}.js`;
  const module = manifest.modules.find((m) => m.path === modulePath) as
    (Manifest['modules'][number] & { exports?: { name: string }[] }) | undefined;
  if (!module) throw new Error(`${modulePath} is not in the manifest`);
  const elements = new Map(customElements(manifest).map(({ element }) => [element.name, element]));
  const bound = (module.exports ?? []).flatMap(({ name }) => {
    const element = elements.get(name);
    if (!element?.tagName) return [];
    const events = [...new Map((element.events ?? []).map((e) => [e.name, e])).values()]
      .filter((event) => !deliveredByReact.has(event.name))
      .map((event): BoundEvent => {
        const type = event.type?.text.trim();
        if (!type) {
          throw new Error(
            `<${element.tagName}> documents event ${event.name} without a type: write it as ` +
              `@event {SkSomethingEvent} ${event.name} - … in its JSDoc`,
          );
        }
        return {
          name: event.name,
          prop: eventProp(event.name),
          type,
          description: event.description,
        };
      });
    return [{ element, tagName: element.tagName, events }];
  });
  if (!bound.length) throw new Error(`${modulePath} exports no custom element`);
  return bound;
}

/** Every class the manifest declares: the names an event type can take from the package. */
function declaredNames(manifest: Manifest): Set<string> {
  return new Set(manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => d.name)));
}

const elementAlias = (name: string): string => `${name}Element`;

/** A JSDoc line: one line, and nothing that would close the comment. */
const docLine = (text: string): string => text.replace(/\s+/g, ' ').replace(/\*\//g, '*\\/').trim();

function eventType(event: BoundEvent, element: string): string {
  const wrapper = valueEvents.has(event.name) ? 'SkValueEvent' : 'SkEvent';
  return `${wrapper}<${event.type}, ${elementAlias(element)}>`;
}

const header =
  "/* Generated from @skerry/components' custom-elements.json by @skerry/react. Do not edit. */";

/** The JavaScript of one component entry: a `createComponent` per element. */
export function bindingModule(component: ExportedComponent, elements: BoundElement[]): string {
  const imports = elements.map(({ element }) => `${element.name} as ${elementAlias(element.name)}`);
  const components = elements.map(({ element, tagName, events }) => {
    const eventLines = events.map((event) => `    ${event.prop}: '${event.name}',`);
    return `export const ${element.name} = /*#__PURE__*/ createComponent({
  tagName: '${tagName}',
  elementClass: ${elementAlias(element.name)},
  react: React,
  events: {
${eventLines.join('\n')}
  },
  displayName: '${element.name}',
});`;
  });
  return `${header}
import * as React from 'react';
import { createComponent } from '@lit/react';
import { ${imports.join(', ')} } from '@skerry/components/${component.name}.js';

${components.join('\n\n')}
`;
}

/** The declarations of one component entry: props from the element class, typed callbacks. */
export function bindingTypes(elements: BoundElement[], manifest: Manifest): string {
  const declared = declaredNames(manifest);
  const names = new Set(
    elements.map(({ element }) => `${element.name} as ${elementAlias(element.name)}`),
  );
  const wrappers = new Set<string>();
  for (const { events } of elements) {
    for (const event of events) {
      wrappers.add(valueEvents.has(event.name) ? 'SkValueEvent' : 'SkEvent');
      for (const [identifier] of event.type.matchAll(/\b[A-Z][A-Za-z0-9_]*\b/g)) {
        // Anything else is a DOM global (`Event`, `InputEvent`); the type test proves both.
        if (declared.has(identifier)) names.add(identifier);
      }
    }
  }
  const declarations = elements.map(({ element, tagName, events }) => {
    const summary = element.summary ? ` ${docLine(element.summary)}` : '';
    const eventLines = events.map((event) => {
      const doc = event.description ? ` ${docLine(event.description)}` : '';
      return `  /** \`${event.name}\`:${doc} */\n  ${event.prop}: EventName<${eventType(event, element.name)}>;`;
    });
    const eventMap = eventLines.length ? `{\n${eventLines.join('\n')}\n}` : '{}';
    return `/**
 * \`<${tagName}>\` as a React component:${summary}
 * Props set the element's properties, \`on…\` props listen to its events, a ref is the element.
 */
export declare const ${element.name}: SkComponent<${elementAlias(element.name)}, ${eventMap}>;`;
  });
  const lines = [
    header,
    "import type { EventName } from '@lit/react';",
    `import type { ${[...names].join(', ')} } from '@skerry/components';`,
  ];
  lines.push(
    `import type { ${['SkComponent', ...wrappers].sort().join(', ')} } from './events.js';`,
  );
  return `${lines.join('\n')}\n\n${declarations.join('\n\n')}\n`;
}

/** The index: every binding, so `import { SkInput, SkButton } from '@skerry/react'` works. */
export function indexModule(components: ExportedComponent[], types: boolean): string {
  const lines = components.map(({ name }) => `export * from './${name}.js';`);
  if (types) lines.push("export type { SkComponent, SkEvent, SkValueEvent } from './events.js';");
  return `${header}\n${lines.join('\n')}\n`;
}

/** Every file of `dist/` the manifest determines, by name. */
export function bindings(manifest: Manifest, components: ExportedComponent[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const component of components) {
    const elements = boundElements(manifest, component);
    files.set(`${component.name}.js`, bindingModule(component, elements));
    files.set(`${component.name}.d.ts`, bindingTypes(elements, manifest));
  }
  files.set('index.js', indexModule(components, false));
  files.set('index.d.ts', indexModule(components, true));
  return files;
}

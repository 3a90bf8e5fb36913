import type { ElementApi, PropApi } from './element-api.ts';

const header = '/* Generated from @skerry/components/custom-elements.json by @skerry/angular. */\n';

function doc(text: string, indent: string): string {
  const lines = text.trim().replaceAll('*/', '*\\/').split('\n');
  if (!lines[0]) return '';
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line.trim()}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

const elementAlias = (api: ElementApi): string => `${api.className}Element`;

/**
 * One input: a setter that writes the element's property, typed as the element's own property.
 * Booleans also take an attribute without a value, numbers a static attribute's digits; a
 * form control's `form` is the id of its form, as HTML writes it.
 */
function inputMember(
  api: ElementApi,
  prop: PropApi,
  isDomTypeAlias: (name: string) => boolean,
): string {
  const own = `${elementAlias(api)}['${prop.name}']`;
  let type = own;
  let value = 'value';
  if (isDomTypeAlias(prop.typeText)) {
    // The DOM library's lists are not complete: `autocomplete="url"` is HTML that TypeScript's
    // `AutoFill` lacks. Its names are still offered, and any other string accepted.
    type = `${own} | (string & {})`;
    value = `value as ${own}`;
  } else if (prop.name === 'form') {
    // The element's setter takes the id; its getter gives the form element.
    type = 'string | null';
  } else if (prop.boolean) {
    type = 'BooleanInput';
    value = 'toBoolean(value)';
  } else if (prop.numeric) {
    type = `NumberInput<${own}>`;
    value = 'toNumber(value)';
  }
  return `${doc(prop.description, '  ')}  @Input()
  set ${prop.name}(value: ${type}) {
    this.element.${prop.name} = ${value};
  }
`;
}

/** The TypeScript of one element's Angular component. */
export function componentSource(
  api: ElementApi,
  isDomType: (name: string) => boolean,
  isDomTypeAlias: (name: string) => boolean,
): string {
  const eventTypes = [
    ...new Set(api.events.map((event) => event.type).filter((type) => !isDomType(type))),
  ].sort();
  const typeImports = [`${api.className} as ${elementAlias(api)}`, ...eventTypes].join(', ');
  const helpers = [
    ...(api.props.some((p) => p.boolean && p.name !== 'form')
      ? ['toBoolean', 'type BooleanInput']
      : []),
    ...(api.props.some((p) => p.numeric) ? ['toNumber', 'type NumberInput'] : []),
  ];
  const angular = ['ChangeDetectionStrategy', 'Component', 'ElementRef', 'inject'];
  // A control with a value (the manifest's reading, as for Vue's v-model) joins Angular forms.
  const forms = api.model
    ? `  hostDirectives: [SkValueAccessor],
  providers: [{ provide: SK_MODEL_KIND, useValue: '${api.model}' }],
`
    : '';
  const formImports = api.model
    ? "import { SK_MODEL_KIND } from '../forms/model';\nimport { SkValueAccessor } from '../forms/value-accessor';\n"
    : '';
  if (api.props.length) angular.push('Input');
  if (api.events.length) angular.push('Output');
  const outputs = api.events.map(
    (event) =>
      `${doc(`\`${event.name}\`: ${event.description}`, '  ')}  @Output() readonly ${event.output} = elementEvent<${event.type}>('${event.name}');\n`,
  );
  return `${header}import { ${angular.sort().join(', ')} } from '@angular/core';
import '@skerry/components/${api.folder}.js';
import type { ${typeImports} } from '@skerry/components';
${api.events.length ? "import { elementEvent } from '../element-event';\n" : ''}${helpers.length ? `import { ${helpers.join(', ')} } from '../input-values';\n` : ''}${formImports}
/**
 * \`<${api.tag}>\` in Angular templates: its properties as typed inputs, its events as typed
 * outputs.${api.model ? ' A control of Angular forms: `formControlName`, `formControl`, `ngModel`.' : ''} Its content is the element's own (its slots).
 */
@Component({
  selector: '${api.tag}',
  template: '<ng-content />',
  changeDetection: ChangeDetectionStrategy.OnPush,
${forms}})
export class ${api.className} {
  /** The \`<${api.tag}>\` element itself, for its methods and read-only state. */
  readonly element = inject<ElementRef<${elementAlias(api)}>>(ElementRef).nativeElement;

${[...api.props.map((prop) => inputMember(api, prop, isDomTypeAlias)), ...outputs].join('\n')}}
`;
}

/**
 * The entry: every component by the element class's name, and all of them as one list for a
 * standalone component's `imports`. `runtime` are the hand-written modules' exports.
 */
export function publicApi(apis: ElementApi[], runtime: string[]): string {
  const imports = apis.map((api) => `import { ${api.className} } from './components/${api.tag}';`);
  const names = apis.map((api) => `  ${api.className},`);
  return `${header}${imports.join('\n')}

export { ${apis.map((api) => api.className).join(', ')} };
${runtime.join('\n')}

/** Every Skerry component, for \`imports: [SkComponents]\`. */
export const SkComponents = [
${names.join('\n')}
] as const;
`;
}

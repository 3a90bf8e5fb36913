/**
 * The subjects of the peer bench and what each page loads: the modules that register the
 * components it renders, its stylesheet or theme, and what the container sits in. Bare
 * specifiers resolve from this folder's own `node_modules` (`install.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
export const peersDir = import.meta.dirname;

export interface Subject {
  /** The key in the committed data: 'native', 'floor', 'litFloor', 'skerry', 'shoelace', … */
  key: string;
  /** A library's display name and the package whose version is reported; none for native and the floors. */
  library?: { name: string; package: string };
  /** Modules imported for their side effects (registrations, stylesheets), in order. */
  imports: string[];
  /** Script run after the imports, before the page reports ready (a theme to apply). */
  setup?: string;
  /** Markup around the `#bench` container: `[before, after]`. */
  around?: [string, string];
}

const skerryDir = path.join(root, 'packages/components');

/** Skerry's built modules, as an application imports them: every component the bench renders. */
function skerryImports(): string[] {
  const modules = [
    'button',
    'checkbox',
    'input',
    'select',
    'radio',
    'toggle',
    'range',
    'textarea',
    'tag',
    'badge',
    'card',
    'alert',
  ].map((name) => path.join(skerryDir, `dist/components/${name}/sk-${name}.js`));
  const tokens = path.join(root, 'packages/tokens/dist/tokens.css');
  for (const file of [tokens, ...modules]) {
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: build @skerry/tokens and @skerry/components first`);
    }
  }
  return [tokens, ...modules];
}

const shoelace = (name: string) => `@shoelace-style/shoelace/dist/components/${name}/${name}.js`;
const webawesome = (name: string) => `@awesome.me/webawesome/dist/components/${name}/${name}.js`;
const spectrum = (pkg: string, name = pkg) => `@spectrum-web-components/${pkg}/sp-${name}.js`;

export function subjects(): Subject[] {
  return [
    { key: 'native', imports: [] },
    { key: 'floor', imports: [path.join(peersDir, 'floor.ts')] },
    { key: 'litFloor', imports: [path.join(peersDir, 'lit-floor.ts')] },
    {
      key: 'skerry',
      library: { name: 'Skerry', package: '@skerry/components' },
      imports: skerryImports(),
    },
    {
      key: 'shoelace',
      library: { name: 'Shoelace', package: '@shoelace-style/shoelace' },
      imports: [
        '@shoelace-style/shoelace/dist/themes/light.css',
        ...[
          'button',
          'checkbox',
          'input',
          'select',
          'option',
          'radio-group',
          'radio',
          'switch',
          'range',
          'textarea',
          'tag',
          'badge',
          'card',
          'alert',
        ].map(shoelace),
      ],
    },
    {
      key: 'webawesome',
      library: { name: 'Web Awesome', package: '@awesome.me/webawesome' },
      imports: [
        '@awesome.me/webawesome/dist/styles/webawesome.css',
        ...[
          'button',
          'checkbox',
          'input',
          'select',
          'option',
          'radio-group',
          'radio',
          'switch',
          'slider',
          'textarea',
          'tag',
          'badge',
          'card',
          'callout',
        ].map(webawesome),
      ],
    },
    {
      key: 'material',
      library: { name: 'Material Web', package: '@material/web' },
      imports: [
        'button/filled-button',
        'checkbox/checkbox',
        'textfield/outlined-text-field',
        'select/outlined-select',
        'select/select-option',
        'radio/radio',
        'switch/switch',
        'slider/slider',
        'chips/chip-set',
        'chips/input-chip',
      ].map((name) => `@material/web/${name}.js`),
    },
    {
      key: 'spectrum',
      library: { name: 'Spectrum Web Components', package: '@spectrum-web-components/theme' },
      imports: [
        spectrum('theme'),
        '@spectrum-web-components/theme/theme-light.js',
        '@spectrum-web-components/theme/scale-medium.js',
        spectrum('button'),
        spectrum('checkbox'),
        spectrum('field-label'),
        spectrum('help-text'),
        spectrum('textfield'),
        spectrum('picker'),
        spectrum('menu', 'menu-item'),
        spectrum('radio'),
        spectrum('radio', 'radio-group'),
        spectrum('switch'),
        spectrum('slider'),
        spectrum('tags'),
        spectrum('tags', 'tag'),
        spectrum('badge'),
        spectrum('card'),
      ],
      around: ['<sp-theme system="spectrum" color="light" scale="medium">', '</sp-theme>'],
    },
    {
      key: 'fluent',
      library: { name: 'Fluent UI Web Components', package: '@fluentui/web-components' },
      imports: [
        'button',
        'checkbox',
        'field',
        'text',
        'text-input',
        'dropdown',
        'listbox',
        'option',
        'radio-group',
        'radio',
        'switch',
        'slider',
        'textarea',
        'badge',
        'message-bar',
      ].map((name) => `@fluentui/web-components/${name}.js`),
      setup:
        "import { setTheme } from '@fluentui/web-components';\n" +
        "import { webLightTheme } from '@fluentui/tokens';\n" +
        'setTheme(webLightTheme);',
    },
  ];
}

/** The version a library's installed `package.json` states. */
export function libraryVersion(pkg: string): string {
  const dir = pkg.startsWith('@skerry/')
    ? path.join(root, 'packages', pkg.slice('@skerry/'.length))
    : path.join(peersDir, 'node_modules', pkg);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

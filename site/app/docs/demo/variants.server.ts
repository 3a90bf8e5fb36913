import { bindingName, type CemManifest, readManifest } from '../../../readers/manifest.ts';
import { customElementTags, parseDemoHtml } from '../../../readers/parse-html.ts';
import { reactComponent } from './react-components.server.ts';
import { toJsx } from './to-jsx.server.ts';
import { toVueTemplate } from './to-vue.server.ts';

export interface DemoVariant {
  id: 'html' | 'react' | 'vue' | 'angular';
  label: string;
  lang: string;
  code: string;
}

function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? indent + line : ''))
    .join('\n');
}

/** One import line, or one name a line when it would not fit on one. */
function namedImport(names: string[], from: string): string {
  const line = `import { ${names.join(', ')} } from '${from}';`;
  if (line.length <= 100) return line;
  return `import {\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${from}';`;
}

/**
 * HTML as an Angular template: braces would start an interpolation or an ICU message, and `@`
 * in text a control-flow block, so they are written as character references, which Angular
 * reads back as the characters.
 */
export function angularTemplate(html: string): string {
  return html
    .replace(/[{}]/g, (brace) => (brace === '{' ? '&#123;' : '&#125;'))
    .replace(
      /(^|>)([^<]*)/g,
      (_, start: string, text: string) => `${start}${text.replace(/@/g, '&#64;')}`,
    );
}

/** Removes the indentation all lines share, as authors indent a snippet inside `<Demo>`. */
export function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const widths = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const common = Math.min(...widths, Infinity);
  return lines.map((line) => line.slice(Number.isFinite(common) ? common : 0)).join('\n');
}

/**
 * The same example for plain HTML, React, Vue and Angular, from the one HTML snippet a page
 * writes: each imports the definitions of the Skerry elements it uses, and the markup is
 * translated where the framework spells it differently (React's `className`, `htmlFor`, style
 * objects). React uses `@skerry/react`'s components, their attributes written as the props the
 * manifest names; Vue the components of `@skerry/vue`; Angular those of `@skerry/angular`. `where` names the page in error messages.
 */
export function demoVariants(
  html: string,
  where: string,
  manifest: CemManifest | undefined = readManifest(),
): {
  tags: string[];
  variants: DemoVariant[];
} {
  const source = dedent(html);
  const nodes = parseDemoHtml(source, where);
  const tags = customElementTags(nodes).filter((tag) => tag.startsWith('sk-'));

  const components = new Map(tags.map((tag) => [tag, reactComponent(tag, manifest)]));
  const jsx = toJsx(nodes, '    ', (tag) => components.get(tag));
  const reactBody =
    jsx.length === 1 ? `  return ${jsx[0]!.trim()};` : `  return (\n${jsx.join('\n')}\n  );`;
  const reactNames = [...components.values()].map((component) => component.name);
  const reactHeader = reactNames.length ? `${namedImport(reactNames, '@skerry/react')}\n\n` : '';
  const react = `${reactHeader}export function Example() {\n${reactBody}\n}`;

  // Vue uses the components of `@skerry/vue`: typed, with `v-model`, and importing one defines
  // its element, with no compiler setting for `sk-` tags.
  const vueNames = new Map(tags.map((tag) => [tag, bindingName(manifest, tag)]));
  const vueImport = vueNames.size
    ? `<script setup>\n${namedImport([...vueNames.values()], '@skerry/vue')}\n</script>\n\n`
    : '';
  const vue = `${vueImport}<template>\n${indentLines(toVueTemplate(source, vueNames), '  ')}\n</template>`;

  // Angular uses the components of `@skerry/angular`: typed inputs under `strictTemplates`, and
  // importing one defines its element, with no `CUSTOM_ELEMENTS_SCHEMA`.
  const angularNames = [...new Set(tags.map((tag) => bindingName(manifest, tag)))];
  const angularImport = angularNames.length
    ? `${namedImport(angularNames, '@skerry/angular')}\n`
    : '';
  const angularImports = angularNames.length ? `  imports: [${angularNames.join(', ')}],\n` : '';
  const template = angularTemplate(source).replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  const angular =
    `import { Component } from '@angular/core';\n${angularImport}\n` +
    `@Component({\n  selector: 'app-example',\n${angularImports}` +
    `  template: \`\n${indentLines(template, '    ')}\n  \`,\n})\n` +
    `export class ExampleComponent {}`;

  return {
    tags,
    variants: [
      { id: 'html', label: 'HTML', lang: 'html', code: source },
      { id: 'react', label: 'React', lang: 'tsx', code: react },
      { id: 'vue', label: 'Vue', lang: 'vue', code: vue },
      { id: 'angular', label: 'Angular', lang: 'ts', code: angular },
    ],
  };
}

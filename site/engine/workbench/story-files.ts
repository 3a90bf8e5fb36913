import fs from 'node:fs';
import path from 'node:path';
import type { WorkbenchComponent } from './stories.ts';

const banner = `// Written by site/engine/workbench/story-files.ts from custom-elements.json and the <Demo>s
// of site/content, on every build: edit those, never this file.`;

/**
 * An object literal whose own keys are plain identifiers, as Storybook's indexer reads `title`
 * and `name` (a quoted key it would not see); the values are JSON, or code given as `code`.
 */
function objectLiteral(
  entries: Record<string, unknown>,
  code: Record<string, string> = {},
): string {
  const lines = [
    ...Object.entries(entries).map(
      ([key, value]) => `  ${key}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')},`,
    ),
    ...Object.entries(code).map(([key, value]) => `  ${key}: ${value},`),
  ];
  return `{\n${lines.join('\n')}\n}`;
}

/**
 * One component's story file, in Component Story Format: the imports that define the elements
 * its demos use, the meta (title, argument types, description) and one export per demo. Titles
 * and names are literals, as Storybook's indexer reads them without running the file; the
 * rendering is `../storybook/render.ts`'s, shared by every story.
 */
export function storyFile(component: WorkbenchComponent, renderModule: string): string {
  const meta = {
    title: component.title,
    component: component.tag,
    argTypes: component.argTypes,
    parameters: {
      demo: { tag: component.tag },
      status: component.status ?? null,
      docs: { description: { component: component.description } },
    },
  };
  const stories = component.stories.map((story) => {
    const annotations = {
      name: story.name,
      args: story.args,
      parameters: {
        demo: { html: story.html, page: story.page, opener: story.opener },
        docs: { source: { code: story.html, language: 'html' } },
      },
    };
    return `export const ${story.exportName} = ${objectLiteral(annotations)};`;
  });
  return [
    banner,
    ...component.imports.map((module) => `import '${module}';`),
    `import { renderDemo } from '${renderModule}';`,
    '',
    `export default ${objectLiteral(meta, { render: 'renderDemo' })};`,
    '',
    stories.join('\n\n'),
    '',
  ].join('\n');
}

/**
 * Writes every component's story file into `dir`, and removes those of components that no
 * longer exist. Components without a demo get no file: Storybook refuses a file with no story
 * (a test requires every component to have one).
 */
export function writeStoryFiles(
  dir: string,
  components: readonly WorkbenchComponent[],
  renderModule: string,
): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const written = components
    .filter((component) => component.stories.length > 0)
    .map((component) => {
      const file = path.join(dir, component.file);
      const text = storyFile(component, renderModule);
      // Unchanged files keep their time, so Storybook's own cache stays valid.
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
        fs.writeFileSync(file, text);
      }
      return component.file;
    });
  for (const name of fs.readdirSync(dir)) {
    if (!written.includes(name)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  return written;
}

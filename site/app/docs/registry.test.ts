import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docElements, docTransforms, islandElements, replacedElements } from './registry.ts';

const appDir = path.join(import.meta.dirname, '..');
const source = (module: string) => fs.readFileSync(path.join(appDir, module), 'utf8');

/** Whether a module's source exports `name` (a declaration or an export list). */
function exportsName(text: string, name: string): boolean {
  const declared = new RegExp(`^export (?:async )?(?:function|const|class) ${name}\\b`, 'm');
  const listed = new RegExp(`^export \\{[^}]*\\b${name}\\b[^}]*\\}`, 'm');
  return declared.test(text) || listed.test(text);
}

function appSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The module specifiers a source imports or re-exports, statically or dynamically. */
function specifiers(text: string): string[] {
  const found = text.matchAll(
    /(?:^import\s[^'"]*?from\s*|^export\s[^'"]*?from\s*|^import\s*|\bimport\(\s*)['"]([^'"]+)['"]/gm,
  );
  return [...found].map((match) => match[1]!);
}

describe('the documentation elements registry', () => {
  it('names modules that export each element', () => {
    const missing = Object.entries(docElements).filter(
      ([name, { module }]) =>
        !fs.existsSync(path.join(appDir, module)) || !exportsName(source(module), name),
    );
    expect(missing.map(([name, { module }]) => `${name} in ${module}`)).toEqual([]);
  });

  it('names the modules of the replaced HTML elements, as mdx-components.tsx maps them', () => {
    const map = source('docs/markdown/mdx-components.tsx');
    const missing = Object.entries(replacedElements).filter(
      ([tag, { module, component }]) =>
        !exportsName(source(module), component) ||
        !new RegExp(`^\\s*${tag}: ${component},$`, 'm').test(map),
    );
    expect(missing.map(([tag]) => tag)).toEqual([]);
  });

  it('names transforms that are server modules exporting their plugin', async () => {
    expect(docTransforms.length).toBeGreaterThan(0);
    for (const { module, plugin } of docTransforms) {
      expect(module).toMatch(/\.server\.ts$/);
      const loaded = (await import(path.join(appDir, module))) as Record<string, unknown>;
      expect(typeof loaded[plugin], `${plugin} of ${module}`).toBe('function');
    }
  });

  it('marks the interactive elements as islands, every code block among them', () => {
    expect([...islandElements].sort()).toEqual(
      [
        'AlertDocs',
        'ColorSwatches',
        'ComponentsComparison',
        'Demo',
        'IconDetail',
        'IconExplorer',
        'IconPreviewSettings',
        'IconSearch',
        'IconSet',
        'ModalWrapper',
        'Tabs',
        'ThemeBuilder',
        'ThemePreview',
        'pre',
      ].sort(),
    );
  });
});

describe('server modules under app/', () => {
  it('are imported by no client code (only by other server modules and tests)', () => {
    const importing = appSources(appDir)
      .filter((file) => !/\.server\.ts$|\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        specifiers(fs.readFileSync(file, 'utf8'))
          .filter((specifier) => /\.server(?:\.ts)?$/.test(specifier))
          .map((specifier) => `${path.relative(appDir, file)} → ${specifier}`),
      );
    expect(importing).toEqual([]);
  });

  it('are seen by that check when they are imported', () => {
    const sample = [
      "import { a } from './x.server.ts';",
      "import type { B } from '../y/y.server.ts';",
      "export { c } from './z.server.ts';",
      "const d = await import('./w.server.ts');",
      "import {\n  e,\n  f,\n} from './v.server.ts';",
    ].join('\n');
    expect(specifiers(sample).filter((specifier) => /\.server\.ts$/.test(specifier))).toHaveLength(
      5,
    );
  });
});

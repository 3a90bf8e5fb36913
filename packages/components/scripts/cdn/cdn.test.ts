import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportedComponents } from '../exported-components.ts';
import type { Manifest } from '../manifest/manifest-types.ts';
import { elementModules } from './element-modules.ts';

const packageRoot = path.resolve(import.meta.dirname, '../..');
const cdn = path.join(packageRoot, 'cdn');
const pkg = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  files: string[];
};
const components = exportedComponents(pkg.exports);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** A module's import specifiers: static ones, and dynamic ones, `null` where not a literal. */
function specifiers(file: string): { static: string[]; dynamic: (string | null)[] } {
  const code = fs.readFileSync(file, 'utf8');
  const { module, errors } = parseSync(path.basename(file), code);
  if (errors.length) throw new Error(`${file} does not parse: ${errors[0]!.message}`);
  const literal = /^(["'`])([^"'`$]*)\1$/;
  return {
    static: [
      ...module.staticImports.map((entry) => entry.moduleRequest.value),
      ...module.staticExports.flatMap((entry) =>
        entry.entries.flatMap((part) => (part.moduleRequest ? [part.moduleRequest.value] : [])),
      ),
    ],
    dynamic: module.dynamicImports.map(({ moduleRequest }) => {
      const argument = code.slice(moduleRequest.start, moduleRequest.end);
      return literal.exec(argument)?.[2] ?? null;
    }),
  };
}

/** A file with what it imports up front, recursively. */
function upFront(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of specifiers(file).static) {
    upFront(path.resolve(path.dirname(file), specifier), seen);
  }
  return seen;
}

const relative = (file: string) => path.relative(cdn, file).split(path.sep).join('/');

describe('the CDN build (cdn/, as built)', () => {
  if (!fs.existsSync(cdn)) {
    throw new Error(`${cdn} is missing: build first (npm run build -w @skerry/components)`);
  }
  const all = files(cdn);

  it('has each exported component under its entry name, all.js and the autoloader', () => {
    const names = all.map(relative);
    for (const { name } of components) expect(names).toContain(`components/${name}.js`);
    expect(names).toEqual(expect.arrayContaining(['all.js', 'autoloader.js']));
  });

  it('is self-contained: every module imports only files inside cdn/, by relative paths', () => {
    const problems: string[] = [];
    const unanalysable: string[] = [];
    for (const file of all.filter((name) => name.endsWith('.js'))) {
      const { static: imports, dynamic } = specifiers(file);
      for (const specifier of [...imports, ...dynamic]) {
        if (specifier === null) {
          unanalysable.push(relative(file));
          continue;
        }
        const target = path.resolve(path.dirname(file), specifier);
        if (!/^\.\.?\//.test(specifier)) problems.push(`${relative(file)} imports ${specifier}`);
        else if (relative(target).startsWith('..') || !fs.existsSync(target)) {
          problems.push(`${relative(file)} imports ${specifier}, which is not in cdn/`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Only the autoloader computes what it imports: a component module, relative to its URL.
    expect(unanalysable).toEqual(['autoloader.js']);
  });

  it('loads Lit from one chunk that two components share, and nowhere else', () => {
    const lit = (entry: string) =>
      [...upFront(path.join(cdn, entry))].filter((file) =>
        fs.readFileSync(file, 'utf8').includes('litHtmlVersions'),
      );
    const button = lit('components/button.js');
    expect(button).toHaveLength(1);
    expect(lit('components/select.js')).toEqual(button);
    expect(relative(button[0]!)).toMatch(/^chunks\/lit-[\w-]+\.js$/);
    const withLit = all.filter((file) => fs.readFileSync(file, 'utf8').includes('litHtmlVersions'));
    expect(withLit).toEqual(button);
  });

  it('is a production build: no Lit development mode, no development warnings', () => {
    for (const file of all) {
      const code = fs.readFileSync(file, 'utf8');
      expect(code, relative(file)).not.toContain('Lit is in dev mode');
      expect(code, relative(file)).not.toMatch(/\bSK\d{3}\b/);
    }
  });

  it('ships with the package, and is reachable through its exports', () => {
    expect(pkg.files).toContain('cdn');
    expect(pkg.exports['./cdn/*']).toBe('./cdn/*');
  });
});

describe("the tokens' stylesheets a page without a bundler links", () => {
  const tokensDist = path.dirname(
    fileURLToPath(import.meta.resolve('@skerry/tokens/tokens.css', import.meta.url)),
  );

  it('refer to their files relative to themselves, so a CDN serves them from beside them', () => {
    const sheets = [
      'tokens.css',
      'fonts.css',
      ...fs.readdirSync(path.join(tokensDist, 'themes')).map((f) => `themes/${f}`),
    ];
    const urls = sheets.flatMap((sheet) => {
      const css = fs.readFileSync(path.join(tokensDist, sheet), 'utf8');
      return [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]/g)].map(
        (match) => ({ sheet, url: (match[1] ?? match[2])! }),
      );
    });
    expect(urls.length).toBeGreaterThan(0);
    for (const { sheet, url } of urls) {
      expect(url, sheet).toMatch(/^\.\.?\//);
      expect(
        fs.existsSync(path.resolve(path.dirname(path.join(tokensDist, sheet)), url)),
        url,
      ).toBe(true);
    }
  });
});

describe('elementModules', () => {
  const manifest = (paths: [string, string][]): Manifest => ({
    schemaVersion: '1.0.0',
    modules: paths.map(([module, tagName]) => ({
      kind: 'javascript-module',
      path: module,
      declarations: [{ kind: 'class', name: 'X', tagName, customElement: true }],
    })),
  });
  const exported = [
    { name: 'radio', tag: 'sk-radio' as const, source: 'src/components/radio/sk-radio.ts' },
  ];

  it('maps every element to the module of its component folder', () => {
    expect(
      elementModules(
        manifest([
          ['dist/components/radio/radio.js', 'sk-radio'],
          ['dist/components/radio/radio-group.js', 'sk-radio-group'],
        ]),
        exported,
      ),
    ).toEqual({ 'sk-radio': 'radio', 'sk-radio-group': 'radio' });
  });

  it('fails on an element in no exported component folder', () => {
    expect(() =>
      elementModules(manifest([['dist/components/tabs/tab.js', 'sk-tab']]), exported),
    ).toThrow('<sk-tab> (dist/components/tabs/tab.js) is in no exported component');
  });

  it('maps every element of the built manifest to a module the CDN build has', () => {
    const built = JSON.parse(
      fs.readFileSync(path.join(packageRoot, 'dist/custom-elements.json'), 'utf8'),
    ) as Manifest;
    const modules = elementModules(built, components);
    expect(modules['sk-radio-group']).toBe('radio');
    expect(modules['sk-list-item']).toBe('list');
    for (const name of Object.values(modules)) {
      expect(fs.existsSync(path.join(cdn, `components/${name}.js`)), name).toBe(true);
    }
  });
});

/**
 * The CDN build (`cdn/` in the package): for a page without a bundler, each component a minified
 * ES module that imports only files beside it, all sharing one Lit chunk and the chunks of the
 * base classes, with `all.js` and the autoloader. Bundled from the sources by the Vite (Rolldown)
 * the package already builds with, in library mode, as a production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { type ExportedComponent, exportedComponents } from '../exported-components.ts';
import type { Manifest } from '../manifest/manifest-types.ts';
import { productionDefine } from '../production-build.ts';
import { minifiedTemplates } from '../minify-templates.ts';
import { elementModules } from './element-modules.ts';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, '.cache/cdn');

/** One file of `cdn/`, with the files of `cdn/` it imports (paths relative to `cdn/`). */
export interface CdnFile {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** Static imports: what a page downloads with this file. */
  imports: string[];
  /** Imports on demand (a language's strings, the icons' index, one icon). */
  dynamicImports: string[];
}

/** The name of the chunk every module shares Lit from (`chunks/lit-<hash>.js`). */
export const litChunkName = 'lit';

const litModules = /node_modules[\\/](lit|lit-html|lit-element|@lit[\\/]reactive-element)[\\/]/;

/*
 * What every component stands on, whichever it is: the base classes and what they import
 * (localization, warnings, registration). Grouped into one chunk so a page with two components
 * fetches them once, in one request, instead of as many small chunks as combinations of entries.
 */
const baseModules = /[\\/]src[\\/](base|internal|localization|events)[\\/](?!translations[\\/])/;

/** Writes a generated entry module into the cache; returns its path. */
function writeEntry(name: string, lines: string[]): string {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/*
 * `all.js` re-exports the component modules beside it, left as imports: bundled from `src/all.ts`
 * instead, it would share every module with every component, and each component's file would
 * shrink to a stub importing a chunk of its own, one more request for every page.
 */
const componentModule = /^\.\/components\/[a-z][a-z0-9-]*\.js$/;

/** Keeps `all.js`'s imports of the component modules as written: they are its neighbours in `cdn/`. */
const componentsBeside: Plugin = {
  name: 'sk-cdn-components-beside',
  resolveId: (id) => (componentModule.test(id) ? { id, external: true } : null),
};

const writeAllEntry = (components: ExportedComponent[]): string =>
  writeEntry(
    'all.js',
    components.map(({ name }) => `export * from './components/${name}.js';`),
  );

/** Writes the autoloader's entry: the shipped logic with the map of tags to modules. */
function writeAutoloaderEntry(modules: Record<string, string>): string {
  const logic = JSON.stringify(path.relative(cacheDir, path.join(root, 'src/cdn/autoloader.ts')));
  return writeEntry('autoloader.js', [
    `import { createAutoloader } from ${logic};`,
    // Through a variable: Vite would read `new URL('…', import.meta.url)` as an asset to copy.
    'const here = import.meta.url;',
    `const autoloader = createAutoloader(${JSON.stringify(modules)}, new URL('./components/', here));`,
    'autoloader.discover(document);',
    'export const discover = autoloader.discover;',
  ]);
}

/** The CDN build in memory: every file of `cdn/`, from the sources and the manifest. */
export async function bundleCdn(manifest: Manifest): Promise<CdnFile[]> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const components = exportedComponents(pkg.exports);
  const entry: Record<string, string> = {
    ...Object.fromEntries(
      components.map(({ name, source }) => [`components/${name}`, path.join(root, source)]),
    ),
    all: writeAllEntry(components),
    autoloader: writeAutoloaderEntry(elementModules(manifest, components)),
  };
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [componentsBeside, minifiedTemplates],
    // Lit's production build, never its development one (which warns in the console).
    resolve: { conditions: ['module', 'browser', 'production'] },
    define: productionDefine,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'] },
      rolldownOptions: {
        output: {
          // Library mode keeps whitespace in ES output unless told.
          minify: true,
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            groups: [
              { name: litChunkName, test: litModules, priority: 2 },
              { name: 'base', test: baseModules, tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const files: CdnFile[] = [];
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('Expected a finished build, got a watcher');
    for (const chunk of output.output) {
      if (chunk.type !== 'chunk') continue;
      files.push({
        fileName: chunk.fileName,
        code: chunk.code,
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
      });
    }
  }
  return files.sort((a, b) => a.fileName.localeCompare(b.fileName, 'en'));
}

/** Writes the CDN build into `dir` (the package's `cdn/`, staged), replacing what was there. */
export function writeCdn(files: CdnFile[], dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(dir, file.fileName);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.code);
  }
}

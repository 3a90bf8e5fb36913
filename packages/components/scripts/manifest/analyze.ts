import fs from 'node:fs';
import path from 'node:path';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { litPlugin } from '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js';
import type { Manifest } from './manifest-types.ts';
import {
  notInherited,
  publishedPaths,
  resolveConstUnions,
  statusAndSince,
  translationKeys,
} from './plugins.ts';

const root = path.resolve(import.meta.dirname, '../..');

/* Test helpers, and the CDN build's autoloader, which no module of the package exports. */
const skippedFolders = new Set(['testing', 'cdn']);

/** The modules that make up the public API: no tests, test helpers or style sheets. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|styles)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The Custom Elements Manifest of the package, built in memory with the analyzer's Lit support
 * and Skerry's plugins. The manifest is the single source of the API docs, the editor data and
 * the React typings.
 */
export function analyze(): Manifest {
  const modules = sourceFiles(path.join(root, 'src'))
    .sort()
    .map((file) =>
      ts.createSourceFile(
        path.relative(root, file).split(path.sep).join('/'),
        fs.readFileSync(file, 'utf8'),
        ts.ScriptTarget.ES2022,
        true,
      ),
    );
  return create({
    modules,
    plugins: [
      ...litPlugin(),
      resolveConstUnions(),
      statusAndSince(),
      translationKeys(),
      notInherited(),
      publishedPaths(),
    ],
  }) as unknown as Manifest;
}

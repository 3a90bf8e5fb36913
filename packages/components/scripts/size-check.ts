import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { exportedComponents } from './exported-components.ts';
import { minifyTemplates } from './minify-templates.ts';

const root = path.resolve(import.meta.dirname, '..');

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

/** The registering entry of every component package.json exports, as a user would import it. */
export const sizeEntries: Record<string, string> = Object.fromEntries(
  exportedComponents(readJson<{ exports: Record<string, unknown> }>('package.json').exports).map(
    ({ tag, source }) => [tag, source],
  ),
);

/** The button family, whose entries share most of their code and have one budget together. */
export const familyEntries = ['sk-button', 'sk-icon-button', 'sk-inline-button'];

/** `size-budgets.json`: gzipped bytes allowed for each component by tag, and for the family. */
export interface SizeBudgets {
  components: Record<string, number>;
  buttonFamily: number;
}

const budgetFile = readJson<SizeBudgets>('scripts/size-budgets.json');

/** Gzipped bytes allowed: one limit per component, and one for the family at once. */
export const budgets = {
  perEntry: budgetFile.components,
  total: budgetFile.buttonFamily,
};

/** An exported component without a budget, or a budget for a component that is not exported. */
export function budgetProblems(tags: string[], perEntry: Record<string, number>): string[] {
  return [
    ...tags
      .filter((tag) => !Object.hasOwn(perEntry, tag))
      .map((tag) => `${tag} has no budget in scripts/size-budgets.json`),
    ...Object.keys(perEntry)
      .filter((tag) => !tags.includes(tag))
      .map((tag) => `scripts/size-budgets.json has a budget for ${tag}, which is not exported`),
  ];
}

export interface SizeReport {
  sizes: Record<string, number>;
  /** The largest chunk loaded on demand (a language's strings, the icon index, an icon). */
  largestLazyChunk: number;
  /** The button family together. */
  total: number;
  failures: string[];
}

/** A module importing every entry of the family, so code they share is counted once. */
function writeFamilyEntry(): string {
  const dir = path.join(root, '.cache/size');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'family.js');
  const imports = familyEntries.map(
    (name) => `import ${JSON.stringify(path.relative(dir, path.join(root, sizeEntries[name]!)))};`,
  );
  fs.writeFileSync(file, `${imports.join('\n')}\n`);
  return file;
}

/** Applies the build's template minification, so the bundle measured is the one that ships. */
const minifiedTemplates: Plugin = {
  name: 'sk-minify-templates',
  transform: (code, id) => (/\/src\/.*\.ts$/.test(id) ? minifyTemplates(code) : null),
};

/**
 * Bundles `entry` as an application's production build would: minified, `process.env.NODE_ENV`
 * set to production (so development warnings drop out), Lit left external because every
 * component shares the one copy the application already has.
 */
async function bundle(entry: string): Promise<{ code: string; lazy: string[] }> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [minifiedTemplates],
    // Both switches pinned: Vite derives `import.meta.env.DEV` from the caller's NODE_ENV,
    // which is 'test' when this runs inside Vitest.
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      'import.meta.env.DEV': 'false',
    },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      // Library mode keeps whitespace in ES output; an application build would not.
      rollupOptions: { external: [/^lit(\/.*)?$/, /^@lit\//], output: { minify: true } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = new Map<string, { code: string; isEntry: boolean; imports: string[] }>();
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('Expected a finished build, got a watcher');
    for (const chunk of output.output)
      if (chunk.type === 'chunk') chunks.set(chunk.fileName, chunk);
  }
  // What a page downloads up front: the entry and what it imports statically. Chunks behind a
  // dynamic import (the strings of one language each) are fetched only when a page needs them.
  const upFront = new Set<string>();
  const visit = (fileName: string): void => {
    if (upFront.has(fileName) || !chunks.has(fileName)) return; // Lit stays external.
    upFront.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
  const lazy = [...chunks.keys()].filter((fileName) => !upFront.has(fileName));
  return {
    code: [...upFront].map((fileName) => chunks.get(fileName)!.code).join('\n'),
    lazy: lazy.map((fileName) => chunks.get(fileName)!.code),
  };
}

const gzipSize = (code: string): number => gzipSync(code, { level: 9 }).length;

/** Gzipped size of every entry and of the family, with a failure for each budget exceeded. */
export async function measureSizes(): Promise<SizeReport> {
  const sizes: Record<string, number> = {};
  const failures = budgetProblems(Object.keys(sizeEntries), budgets.perEntry);
  let largestLazyChunk = 0;
  for (const [name, file] of Object.entries(sizeEntries)) {
    const { code, lazy } = await bundle(path.join(root, file));
    for (const chunk of lazy) largestLazyChunk = Math.max(largestLazyChunk, gzipSize(chunk));
    sizes[name] = gzipSize(code);
    const limit = budgets.perEntry[name];
    if (limit !== undefined && sizes[name] > limit) {
      failures.push(`${name} is ${sizes[name]} B gzip, over its ${limit} B budget`);
    }
    // The warnings exist for developers; shipping their text would waste every user's bytes.
    if (/SK00\d|skerry\.design/.test(code)) {
      failures.push(`${name} still contains development warnings in a production build`);
    }
  }
  const total = gzipSize((await bundle(writeFamilyEntry())).code);
  if (total > budgets.total) {
    failures.push(`the button family is ${total} B gzip, over its ${budgets.total} B budget`);
  }
  return { sizes, largestLazyChunk, total, failures };
}

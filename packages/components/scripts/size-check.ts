import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { type CdnFile, bundleCdn } from './cdn/bundle-cdn.ts';
import { type CdnBudgets, type CdnSizes, cdnSizes } from './cdn/cdn-sizes.ts';
import { exportedComponents } from './exported-components.ts';
import { analyze } from './manifest/analyze.ts';
import { productionDefine } from './production-build.ts';
import { minifiedTemplates } from './minify-templates.ts';

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

/**
 * `size-budgets.json`: gzipped bytes allowed for the shared base, for what each component adds
 * to it (by tag), and for the button family together with the base.
 */
export interface SizeBudgets {
  base: number;
  /** The shared primitives (`primitiveModules`), besides the base. */
  primitives: number;
  components: Record<string, number>;
  buttonFamily: number;
  /** The CDN build: its Lit chunk, the autoloader, and each component besides Lit (by tag). */
  cdn: CdnBudgets;
}

const budgetFile = readJson<SizeBudgets>('scripts/size-budgets.json');

/** Gzipped bytes allowed: for the base, for each component besides it, for the family at once. */
export const budgets = {
  base: budgetFile.base,
  primitives: budgetFile.primitives,
  perEntry: budgetFile.components,
  total: budgetFile.buttonFamily,
  cdn: budgetFile.cdn,
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
  /**
   * What each component adds to a page that already has the shared base, without Lit: its own
   * code, with the base counted once, apart. These are budgeted.
   */
  sizes: Record<string, number>;
  /** Each entry as an application imports it alone: its own code and the base, without Lit. */
  entrySizes: Record<string, number>;
  /** The shared base (see `baseModules`), counted once, without Lit. */
  base: number;
  /** The shared primitives (see `primitiveModules`), counted once, besides the base. */
  primitives: number;
  /** The largest chunk loaded on demand (a language's strings, the icon index, an icon). */
  largestLazyChunk: number;
  /** The button family together. */
  total: number;
  /** The CDN build, file by file as a page without a bundler downloads it. */
  cdn: CdnSizes;
  failures: string[];
}

/**
 * The shared base every component stands on: the modules of `src/base/` and whatever they import
 * (localization, warnings, the decorator helper). It is measured once, on its own, and each
 * component is measured as what it adds to it; `src/base/` is read, not listed, so a new base
 * module is counted as soon as it exists.
 */
export const baseModules: string[] = fs
  .readdirSync(path.join(root, 'src/base'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort()
  .map((file) => `src/base/${file}`);

/**
 * The shared primitives several components compose: the popup (select, datalist, time, the
 * tooltip), the listbox on it (select, datalist, time) and roving focus (radio group, accordion,
 * list, the listbox). Measured once, apart, with their own budget, as the base is, so that each
 * component's figure is what it adds, and three pickers on a page are not charged three times.
 */
export const primitiveModules: string[] = [
  'src/controllers/popup-controller.ts',
  'src/controllers/roving-focus.ts',
  'src/controllers/listbox-controller.ts',
  'src/styles/popup.styles.ts',
  'src/styles/listbox.styles.ts',
].filter((file) => fs.existsSync(path.join(root, file)));

/** What every component is measured besides: the base, then the shared primitives. */
const apartModules = [...baseModules, ...primitiveModules];

const cacheDir = path.join(root, '.cache/size');

/** Writes a generated entry module into the cache, one line per source file; returns its path. */
function writeEntry(name: string, files: string[], line: (from: string, index: number) => string) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, name);
  const from = (source: string) => JSON.stringify(path.relative(cacheDir, path.join(root, source)));
  fs.writeFileSync(file, `${files.map((source, i) => line(from(source), i)).join('\n')}\n`);
  return file;
}

/** A module importing every entry of the family, so code they share is counted once. */
const writeFamilyEntry = (): string =>
  writeEntry(
    'family.js',
    familyEntries.map((name) => sizeEntries[name]!),
    (from) => `import ${from};`,
  );

/*
 * Every export of every module measured apart (the base alone, or the base and the shared
 * primitives), each under its own namespace (they have no side effects, so importing them alone
 * would measure nothing, and two may export one name), and optionally one component entry on top.
 */
const writeBaseEntry = (component?: string, modules: string[] = baseModules): string =>
  writeEntry(
    `${modules === baseModules ? 'base' : 'apart'}${component ? `-and-${path.basename(component, '.ts')}` : ''}.js`,
    component ? [...modules, component] : modules,
    (from, i) => (i < modules.length ? `export * as base${i} from ${from};` : `import ${from};`),
  );

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
    define: productionDefine,
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

/**
 * Components bundled at a time, each twice (alone and with the base). The builds are
 * independent, and one mostly waits on another's native threads or on its files: on two idle
 * cores the whole check took 5.1 s bundling one at a time and 3.6 s four at a time.
 */
const bundlesAtOnce = 4;

/**
 * Gzipped size of the shared base, of every component besides it (budgeted) and with it, of
 * the family together, and of the CDN build (`cdnFiles`, if the caller has just built it), with
 * a failure for each budget exceeded.
 */
export async function measureSizes(cdnFiles?: CdnFile[]): Promise<SizeReport> {
  const sizes: Record<string, number> = {};
  const entrySizes: Record<string, number> = {};
  const failures = budgetProblems(Object.keys(sizeEntries), budgets.perEntry);
  const baseBundle = await bundle(writeBaseEntry());
  const base = gzipSize(baseBundle.code);
  if (base > budgets.base) {
    failures.push(`the shared base is ${base} B gzip, over its ${budgets.base} B budget`);
  }
  let largestLazyChunk = Math.max(0, ...baseBundle.lazy.map(gzipSize));
  const apart = gzipSize((await bundle(writeBaseEntry(undefined, apartModules))).code);
  const primitives = apart - base;
  if (primitives > budgets.primitives) {
    failures.push(
      `the shared primitives are ${primitives} B gzip besides the base, over their ${budgets.primitives} B budget`,
    );
  }
  const entries = Object.entries(sizeEntries);
  const bundled: { name: string; code: string; lazy: string[]; withBase: string }[] = [];
  for (let i = 0; i < entries.length; i += bundlesAtOnce) {
    const batch = entries.slice(i, i + bundlesAtOnce).map(async ([name, file]) => {
      const [alone, withBase] = await Promise.all([
        bundle(path.join(root, file)),
        bundle(writeBaseEntry(file, apartModules)),
      ]);
      return { name, code: alone.code, lazy: alone.lazy, withBase: withBase.code };
    });
    bundled.push(...(await Promise.all(batch)));
  }
  for (const { name, code, lazy, withBase } of bundled) {
    for (const chunk of lazy) largestLazyChunk = Math.max(largestLazyChunk, gzipSize(chunk));
    entrySizes[name] = gzipSize(code);
    // What the component adds to a page that has the base and the primitives: bundled with
    // them, so the code they share (and the helpers the bundler inlines once per bundle) is not
    // counted twice.
    sizes[name] = gzipSize(withBase) - apart;
    const limit = budgets.perEntry[name];
    if (limit !== undefined && sizes[name] > limit) {
      failures.push(
        `${name} is ${sizes[name]} B gzip besides the base, over its ${limit} B budget`,
      );
    }
    // The warnings exist for developers; shipping their text would waste every user's bytes.
    if (/SK\d{3}|skerry\.design/.test(code)) {
      failures.push(`${name} still contains development warnings in a production build`);
    }
  }
  const total = gzipSize((await bundle(writeFamilyEntry())).code);
  if (total > budgets.total) {
    failures.push(`the button family is ${total} B gzip, over its ${budgets.total} B budget`);
  }
  const cdn = cdnSizes(
    cdnFiles ?? (await bundleCdn(analyze())),
    Object.fromEntries(Object.keys(sizeEntries).map((tag) => [tag, tag.replace(/^sk-/, '')])),
    budgets.cdn,
  );
  failures.push(...cdn.failures);
  return {
    sizes,
    entrySizes,
    base,
    primitives,
    largestLazyChunk,
    total,
    cdn: cdn.sizes,
    failures,
  };
}

/**
 * Builds @skerry/icons from Lucide: every catalogued icon normalised (SVGO, 24 px grid,
 * currentColor, nothing unsafe), then written as one ES module per icon, an SVG sprite, the
 * metadata JSON and an index with a lazy loader. Run with `npm run build -w @skerry/icons`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Category, catalog, categories } from '../src/catalog.ts';
import { iconBody, normaliseIcon, strokeAttributes, viewBox } from '../src/normalise.ts';
import { unsafeParts } from '../src/sanitize.ts';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(packageDir, 'dist');
const require = createRequire(import.meta.url);
const lucideDir = path.dirname(require.resolve('lucide-static/package.json'));
const lucide = JSON.parse(fs.readFileSync(path.join(lucideDir, 'package.json'), 'utf8')) as {
  version: string;
};
const tags = JSON.parse(fs.readFileSync(path.join(lucideDir, 'tags.json'), 'utf8')) as Record<
  string,
  string[]
>;

interface IconRecord {
  name: string;
  category: Category;
  keywords: string[];
  /** Lucide's name for it. */
  source: string;
}

function build(): void {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'icons'), { recursive: true });

  const drawing = Object.entries(strokeAttributes)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  const records: IconRecord[] = [];
  const symbols: string[] = [];
  const problems: string[] = [];
  for (const [category, entries] of Object.entries(catalog) as [
    Category,
    typeof catalog.navigation,
  ][]) {
    for (const entry of entries) {
      const source = entry.source ?? entry.name;
      const file = path.join(lucideDir, 'icons', `${source}.svg`);
      if (!fs.existsSync(file)) {
        problems.push(`${entry.name}: Lucide has no icon "${source}"`);
        continue;
      }
      const svg = normaliseIcon(fs.readFileSync(file, 'utf8'), entry.name);
      const unsafe = unsafeParts(svg);
      if (unsafe.length) problems.push(`${entry.name}: ${unsafe.join(', ')}`);
      fs.writeFileSync(
        path.join(dist, 'icons', `${entry.name}.js`),
        `export default ${JSON.stringify(svg)};\n`,
      );
      // The drawing settings go on each symbol: a <use> inherits from where it is used, not from
      // the sprite's root.
      symbols.push(
        `<symbol id="sk-icon-${entry.name}" viewBox="${viewBox}"${drawing}>${iconBody(svg)}</symbol>`,
      );
      // The name's own words first: a search for "circle help" finds circle-help.
      const keywords = new Set([
        entry.name.replace(/-/g, ' '),
        ...(tags[source] ?? []),
        ...(entry.keywords ?? []),
        ...(source !== entry.name ? [source.replace(/-/g, ' ')] : []),
      ]);
      records.push({ name: entry.name, category, keywords: [...keywords], source });
    }
  }
  if (problems.length) throw new Error(`Icons that cannot ship:\n  ${problems.join('\n  ')}`);

  fs.writeFileSync(
    path.join(dist, 'sprite.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`,
  );
  fs.writeFileSync(
    path.join(dist, 'icons.json'),
    `${JSON.stringify(
      {
        upstream: { name: 'lucide-static', version: lucide.version, license: 'ISC' },
        categories,
        icons: records,
      },
      null,
      2,
    )}\n`,
  );

  const names = records.map((r) => r.name);
  const loaders = names
    .map((name) => `  ${JSON.stringify(name)}: () => import('./icons/${name}.js'),`)
    .join('\n');
  fs.writeFileSync(
    path.join(dist, 'index.js'),
    [
      `/** Every icon's name, in catalogue order. */`,
      `export const iconNames = ${JSON.stringify(names)};`,
      `export const iconCategories = ${JSON.stringify(categories)};`,
      `const loaders = {\n${loaders}\n};`,
      `/** The icon's SVG markup, loaded on first use; undefined for an unknown name. */`,
      `export async function loadIcon(name) {`,
      `  const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;`,
      `  return load ? (await load()).default : undefined;`,
      `}`,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(dist, 'index.d.ts'),
    [
      `export type IconName = ${names.map((n) => JSON.stringify(n)).join(' | ')};`,
      `export type IconCategory = ${Object.keys(categories)
        .map((c) => JSON.stringify(c))
        .join(' | ')};`,
      `export declare const iconNames: readonly IconName[];`,
      `export declare const iconCategories: Readonly<Record<IconCategory, string>>;`,
      `export declare function loadIcon(name: string): Promise<string | undefined>;`,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(dist, 'icons', 'icon.d.ts'),
    `/** The icon's SVG markup. */\ndeclare const svg: string;\nexport default svg;\n`,
  );
  fs.copyFileSync(path.join(lucideDir, 'LICENSE'), path.join(dist, 'LICENSE.lucide'));
  console.log(`@skerry/icons: ${records.length} icons from Lucide ${lucide.version} → dist/`);
}

build();

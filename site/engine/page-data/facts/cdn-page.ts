import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { PackageInfo } from './packages.ts';

/** The files a page without a bundler loads, as jsDelivr URLs of the current versions. */
export interface CdnFiles {
  /** The tokens' stylesheets, in the order to link them. */
  stylesheets: string[];
  /** The components' autoloader. */
  autoloader: string;
}

/** Where a package's files are served from, by name and version. */
const jsDelivr = (name: string, version: string, file: string) =>
  `https://cdn.jsdelivr.net/npm/${name}@${version}/${file}`;

/**
 * The file a package exports at `subpath` (`./tokens.css`, `./cdn/autoloader.js`), from its
 * `exports`: an exact entry, or a `*` pattern; its `default` (or `import`) target if conditional.
 */
export function exportedFile(
  exports: Record<string, unknown>,
  subpath: string,
): string | undefined {
  const target = (entry: unknown): string | undefined => {
    if (typeof entry === 'string') return entry;
    const conditions = (entry ?? {}) as Record<string, unknown>;
    return target(conditions.default ?? conditions.import);
  };
  if (Object.hasOwn(exports, subpath)) return target(exports[subpath])?.replace(/^\.\//, '');
  for (const [key, entry] of Object.entries(exports)) {
    const [before, after, ...rest] = key.split('*');
    if (after === undefined || rest.length) continue;
    if (subpath.startsWith(before!) && subpath.endsWith(after)) {
      const match = subpath.slice(before!.length, subpath.length - after.length);
      return target(entry)?.replace('*', match).replace(/^\.\//, '');
    }
  }
  return undefined;
}

/** What each file is, as a package exports it: the tokens' CSS and font, and the autoloader. */
const stylesheets = ['./tokens.css', './fonts.css'];
const autoloader = './cdn/autoloader.js';

/**
 * The CDN addresses of the tokens' stylesheets and the components' autoloader, from the
 * packages' names, versions and `exports`, so the pages follow every release and every move.
 */
export function readCdnFiles(packages: PackageInfo[]): CdnFiles {
  const find = (name: string) => {
    const info = packages.find((p) => p.name === name);
    if (!info) throw new Error(`<CdnPage> needs the package ${name}, which is not in packages/`);
    const { exports = {} } = JSON.parse(
      fs.readFileSync(path.join(info.dir, 'package.json'), 'utf8'),
    ) as { exports?: Record<string, unknown> };
    return (subpath: string) => {
      const file = exportedFile(exports, subpath);
      if (!file) throw new Error(`<CdnPage>: ${name} does not export ${subpath}`);
      return jsDelivr(info.name, info.version, file);
    };
  };
  const tokens = find('@skerry/tokens');
  const components = find('@skerry/components');
  return { stylesheets: stylesheets.map(tokens), autoloader: components(autoloader) };
}

/*
 * The autoloader defines the elements, so the example's own imports of Skerry's modules (which
 * need a bundler) go, and a script left with nothing else to do goes with them.
 */
const skerryImport = /^[ \t]*import\s+['"]@skerry\/[^'"]+['"];?[ \t]*\n(?:[ \t]*\n)?/gm;
const moduleScript = /<script type="module">\n([\s\S]*?)<\/script>\n?/g;

/** The page's first HTML example that uses `tag`, as the body of a page without a bundler. */
export function exampleMarkup(tree: Root, tag: string): string | undefined {
  let markup: string | undefined;
  const opens = new RegExp(`<${tag}[\\s/>]`);
  visit(tree, 'code', (node: Code) => {
    if (markup === undefined && node.lang === 'html' && opens.test(node.value)) {
      markup = node.value;
    }
  });
  return markup
    ?.replace(moduleScript, (script, body: string) => {
      const rest = body.replace(skerryImport, '');
      return rest.trim() ? script.replace(body, rest) : '';
    })
    .trim();
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

/** A complete HTML page showing `markup` with Skerry loaded from the CDN. */
export function cdnPage(files: CdnFiles, markup: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    '    <title>Skerry without a bundler</title>',
    ...files.stylesheets.map((href) => `    <link rel="stylesheet" href="${href}">`),
    `    <script type="module" src="${files.autoloader}"></script>`,
    '  </head>',
    '  <body>',
    indent(markup, '    '),
    '  </body>',
    '</html>',
  ].join('\n');
}

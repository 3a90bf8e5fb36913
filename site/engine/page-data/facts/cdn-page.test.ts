import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../../readers/manifest.ts';
import { parseMdx } from '../../compile/markdown.ts';
import type { PageSources } from '../page-sources.ts';
import { type CdnFiles, cdnPage, exampleMarkup, exportedFile, readCdnFiles } from './cdn-page.ts';
import { readPackages } from './packages.ts';
import { expandFacts } from './remark-facts.ts';

const files: CdnFiles = {
  stylesheets: ['https://cdn.example/tokens@1.2.3/dist/tokens.css'],
  autoloader: 'https://cdn.example/components@1.2.3/cdn/autoloader.js',
};
const manifest: CemManifest = {
  schemaVersion: '1.0.0',
  modules: [
    {
      path: 'dist/components/button/button.js',
      declarations: [
        { kind: 'class', name: 'SkButton', customElement: true, tagName: 'sk-button' },
      ],
    },
  ],
} as CemManifest;
const sources = { manifest: () => manifest, cdnFiles: () => files } as unknown as PageSources;

const expanded = (body: string): Root => {
  const tree = parseMdx(`---\ntitle: A\ndescription: A.\n---\n\n${body}\n`);
  expandFacts(tree, 'a.mdx', sources);
  return tree;
};
const codeBlocks = (tree: Root) =>
  tree.children.filter((node): node is Code => node.type === 'code');

const example = [
  '```html',
  '<sk-button id="save">Save</sk-button>',
  '',
  '<script type="module">',
  "  import '@skerry/components/button.js';",
  '',
  "  document.querySelector('#save').addEventListener('click', () => {});",
  '</script>',
  '```',
].join('\n');

describe('<CdnPage>', () => {
  it("becomes a complete HTML page around the page's example, loading Skerry from the CDN", () => {
    const [page] = codeBlocks(expanded(`<CdnPage tag="sk-button" />\n\n${example}`));
    expect(page?.lang).toBe('html');
    expect(page?.value).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="utf-8">',
        '    <meta name="viewport" content="width=device-width, initial-scale=1">',
        '    <title>Skerry without a bundler</title>',
        '    <link rel="stylesheet" href="https://cdn.example/tokens@1.2.3/dist/tokens.css">',
        '    <script type="module" src="https://cdn.example/components@1.2.3/cdn/autoloader.js"></script>',
        '  </head>',
        '  <body>',
        '    <sk-button id="save">Save</sk-button>',
        '',
        '    <script type="module">',
        "      document.querySelector('#save').addEventListener('click', () => {});",
        '    </script>',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('drops a script that only imported Skerry modules, which the autoloader loads', () => {
    const tree = parseMdx(
      '```html\n<sk-button>Go</sk-button>\n<script type="module">\n  import \'@skerry/components/button.js\';\n</script>\n```\n',
    );
    expect(exampleMarkup(tree, 'sk-button')).toBe('<sk-button>Go</sk-button>');
  });

  it('fails the build on a tag that is no Skerry element, naming the page and line', () => {
    expect(() => expanded('<CdnPage tag="sk-buton" />')).toThrow(
      'a.mdx:6: <CdnPage tag="sk-buton"> names no element of @skerry/components',
    );
  });

  it('fails the build when the page has no HTML example of the element', () => {
    expect(() => expanded('<CdnPage tag="sk-button" />')).toThrow(
      'a.mdx:6: <CdnPage tag="sk-button"> found no HTML example of <sk-button> on the page',
    );
  });
});

describe('the CDN files', () => {
  it('are read from the packages: names, versions and exported paths', () => {
    const packages = readPackages();
    const version = (name: string) => packages.find((p) => p.name === name)!.version;
    expect(readCdnFiles(packages)).toEqual({
      stylesheets: [
        `https://cdn.jsdelivr.net/npm/@skerry/tokens@${version('@skerry/tokens')}/dist/tokens.css`,
        `https://cdn.jsdelivr.net/npm/@skerry/tokens@${version('@skerry/tokens')}/dist/fonts.css`,
      ],
      autoloader: `https://cdn.jsdelivr.net/npm/@skerry/components@${version('@skerry/components')}/cdn/autoloader.js`,
    });
  });

  it('resolve exact and pattern exports, conditional or not', () => {
    const exports = {
      './tokens.css': './dist/tokens.css',
      './index.js': { types: './dist/index.d.ts', default: './dist/index.js' },
      './cdn/*': './cdn/*',
      './themes/*.css': './dist/themes/*.css',
    };
    expect(exportedFile(exports, './tokens.css')).toBe('dist/tokens.css');
    expect(exportedFile(exports, './index.js')).toBe('dist/index.js');
    expect(exportedFile(exports, './cdn/autoloader.js')).toBe('cdn/autoloader.js');
    expect(exportedFile(exports, './themes/dark.css')).toBe('dist/themes/dark.css');
    expect(exportedFile(exports, './missing.js')).toBeUndefined();
  });

  it('make a page that links every stylesheet before the autoloader', () => {
    const page = cdnPage(
      { ...files, stylesheets: ['a.css', 'b.css'] },
      '<sk-button>Go</sk-button>',
    );
    expect(page.indexOf('a.css')).toBeLessThan(page.indexOf('b.css'));
    expect(page.indexOf('b.css')).toBeLessThan(page.indexOf('autoloader.js'));
    expect(page).toContain('  <body>\n    <sk-button>Go</sk-button>\n  </body>');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { demoSourcesModule } from '../../app/docs/demo/sources-module.server.ts';
import { docTransforms } from '../../app/docs/registry.ts';
import { appDir } from '../../readers/paths.ts';
import { docTransformPlugins, mdxOptions } from './mdx-pipeline.ts';
import { clientIslandsTree, compileKey } from './rehype-islands.ts';
import { writeTree } from '../test-fixtures.ts';

async function compilePage(relativePath: string, source: string): Promise<string> {
  const dir = writeTree({ [relativePath]: source });
  const file = path.join(dir, relativePath);
  const output = await compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    mdxOptions({ contentDir: dir, base: '/docs/' }),
  );
  // Compared without white space: the printer's line breaks are not what is being tested.
  return String(output).replace(/\s+/g, '');
}

describe('the documentation elements’ steps', () => {
  it('run in the registry’s order, each the plugin its module exports', async () => {
    const options = { contentDir: '/content', base: '/' };
    const plugins = docTransformPlugins(options) as [unknown, unknown][];
    expect(docTransforms.map(({ plugin }) => plugin)).toEqual([
      'remarkDemo',
      'remarkComponentsComparison',
      'remarkPinbox',
      'remarkRenderCost',
      'remarkLocalizationStrings',
      'remarkAlertDocs',
      'remarkComponentsOverview',
      'remarkItemOverview',
      'remarkThemeBuilder',
    ]);
    for (const [index, { module, plugin }] of docTransforms.entries()) {
      const loaded = (await import(path.join(appDir, module))) as Record<string, unknown>;
      expect(plugins[index]).toEqual([loaded[plugin], options]);
    }
  });
});

describe('a page’s islands', () => {
  const islandPage = [
    '---',
    'title: Tabs',
    'description: Tabs.',
    '---',
    '# Tabs',
    '',
    'Plain prose with a [link](/a/) and a <Badge tone="beta">Beta</Badge>.',
    '',
    '```ts',
    'const size = 4;',
    '```',
    '',
    '<Tabs>',
    '  <Tab label="One">First panel.</Tab>',
    '</Tabs>',
  ].join('\n');

  it('prerenders the whole page, each interactive element marked as an island', async () => {
    const code = await compilePage('x/index.mdx', islandPage);
    expect(code).toContain('_jsxs(StaticArticle,{path:"/x/",mode:"full"');
    expect(code).toContain('_jsx(Island,{index:0,children:_jsx(_components.pre');
    expect(code).toContain('_jsx(Island,{index:1,children:_jsx(Tabs');
    expect(code).toContain('Plainprosewitha');
    expect(code).toContain('badge.tsx');
  });

  async function clientModule(source: string): Promise<string> {
    const dir = writeTree({ 'x/index.mdx': source });
    const file = path.join(dir, 'x/index.mdx');
    await compile({ path: file, value: source }, mdxOptions({ contentDir: dir, base: '/' }));
    const tree = clientIslandsTree(compileKey(file, source));
    return String(
      await compile(
        { path: file, value: '' },
        {
          providerImportSource: mdxOptions({ contentDir: dir, base: '/' }).providerImportSource,
          rehypePlugins: [() => () => tree],
        },
      ),
    ).replace(/\s+/g, '');
  }

  it('gives the browser a module of the islands alone, the prose left to the HTML', async () => {
    const client = await clientModule(islandPage);
    expect(client).toContain('_jsxs(StaticArticle,{path:"/x/",mode:"client",children:[');
    expect(client).toContain('exportconsthandle=');
    expect(client).toContain('_jsx(Tabs');
    expect(client).toContain('_jsx(_components.pre');
    expect(client).not.toContain('Plainprosewitha');
    // What only the prose uses is the HTML's: the module does not import it.
    expect(client).toContain('tabs.tsx');
    expect(client).not.toContain('badge.tsx');
  });

  it('leaves a code block’s highlighted HTML to the article, unless another island holds it', async () => {
    const alone = await clientModule(islandPage);
    expect(alone).toContain(
      '_jsx(_components.pre,{className:"shikishiki-themesgithub-light-high-contrastgithub-dark-high-contrast",tabIndex:0})',
    );
    expect(alone).not.toContain('dangerouslySetInnerHTML');
    expect(alone).not.toContain('--shiki-light:');

    const inTab = await clientModule(
      islandPage.replace('First panel.', '\n```ts\nconst inTab = 1;\n```\n'),
    );
    expect(inTab).toMatch(/_jsx\(Tabs.*dangerouslySetInnerHTML:\{__html:".*inTab/);
  });
});

describe('an MDX page compiled by the engine', () => {
  const source = [
    '---',
    'title: Button',
    'description: Buttons start actions.',
    '---',
    '# Button',
    '',
    'Status: <Badge tone="beta">Beta</Badge>',
    '',
    '## When to use',
    '',
    '```ts',
    'const size: number = 4;',
    '```',
  ].join('\n');

  it('becomes a route module with its page data and head tags', async () => {
    const code = await compilePage('core-components/button/index.mdx', source);
    expect(code).toContain('exportconsthandle={page:{');
    expect(code).toContain('"regularPath":"/core-components/button/"');
    expect(code).toContain('"path":"/docs/core-components/button/"');
    expect(code).toContain('"headers":[{"level":2,"title":"Whentouse","slug":"when-to-use"}]');
    expect(code).toContain('exportconstmeta=()=>__skerryPageMeta(handle.page);');
    expect(code).not.toContain('title:Button');
  });

  it('imports only the documentation elements the page uses', async () => {
    const code = await compilePage('a.mdx', source);
    expect(code).toMatch(/import\{Badge\}from".*\/app\/docs\/badge\/badge\.tsx"/);
    const plain = await compilePage('b.mdx', '---\ntitle: B\ndescription: B.\n---\n# B\n');
    expect(plain).not.toContain('badge.tsx');
  });

  it('gives headings their ids and ships highlighted code as one HTML string', async () => {
    const code = await compilePage('a.mdx', source);
    expect(code).toContain('id:"when-to-use"');
    expect(code).toContain('dangerouslySetInnerHTML');
    expect(code).toMatch(/__html:".*--shiki-light:/);
    expect(code).toContain(
      'className:"shikishiki-themesgithub-light-high-contrastgithub-dark-high-contrast"',
    );
  });

  it('fails naming the file and the field when frontmatter is wrong', async () => {
    await expect(
      compilePage('core-components/bad.mdx', '---\ntitle: Bad\n---\n# Bad\n'),
    ).rejects.toThrow(/Invalid frontmatter in core-components\/bad\.mdx:\n {2}description:/);
  });

  it('compiles the page the scanner read: generated API headings with their ids, facts as words', async () => {
    const code = await compilePage(
      'core-components/button/api.mdx',
      '---\ntitle: Button API\ndescription: API.\n---\n# Button API\n\nIcons: <Fact of="icons.count" />.\n\n<WebComponentApi tag="sk-button" />\n',
    );
    expect(code).toContain('id:"properties"');
    expect(code).toContain('"slug":"properties"');
    expect(code).not.toContain('Fact');
    expect(code).toMatch(/"Icons:","\d+","\."|"Icons: \d+\."/);
  });

  it('highlights an unknown language as plain text instead of failing', async () => {
    const code = await compilePage(
      'a.mdx',
      '---\ntitle: A\ndescription: A.\n---\n# A\n\n```klingon\nqapla\n```\n',
    );
    expect(code).toContain('qapla');
  });
});

describe('a page with a <Demo>', () => {
  const page = (body: string) =>
    ['---', 'title: Demo', 'description: A demo.', '---', '# Demo', '', body].join('\n');

  it('renders the HTML live and its source in four frameworks, highlighted at build time', async () => {
    const code = await compilePage(
      'demo.mdx',
      page('<Demo title="Native">\n\n```html\n<button class="x">Save</button>\n```\n\n</Demo>'),
    );
    expect(code).toMatch(/import\{Demo\}from".*\/app\/docs\/demo\/demo\.tsx"/);
    expect(code).toContain(
      '"label":"HTML","lang":"html","code":"<buttonclass=\\"x\\">Save</button>"',
    );
    expect(code).toContain('--shiki-light:');
    expect(code).toContain('load:[]');
    // The other frameworks are tabs whose code is in a module of the page's own.
    expect(code).toContain(
      'later:[{"id":"react","label":"React"},{"id":"vue","label":"Vue"},{"id":"angular","label":"Angular"}]',
    );
    expect(code).not.toContain('className');
    const specifier = /import\("(virtual:skerry\/demo-sources\/demo-[0-9a-f]+)"\)/.exec(code)?.[1];
    expect(specifier).toBeDefined();
    const module = demoSourcesModule(specifier!)!;
    const literal = /^export default JSON\.parse\((.*)\);$/s.exec(module.trim())?.[1];
    const demos = JSON.parse(JSON.parse(literal!)) as {
      id: string;
      code: string;
      html: string;
    }[][];
    expect(demos.map((demo) => demo.map((variant) => variant.id))).toEqual([
      ['react', 'vue', 'angular'],
    ]);
    expect(demos[0]![0]!.code).toContain('return <button className="x">Save</button>');
    expect(demos[0]![0]!.html).toContain('--shiki-light:');
  });

  it('fails the build, naming the page, without exactly one html block', async () => {
    await expect(compilePage('bad.mdx', page('<Demo>\n\nText only\n\n</Demo>'))).rejects.toThrow(
      'bad.mdx: <Demo> needs exactly one ```html code block inside it',
    );
  });

  it('fails the build for an element the components package does not export', async () => {
    await expect(
      compilePage(
        'missing.mdx',
        page('<Demo>\n\n```html\n<sk-nothing></sk-nothing>\n```\n\n</Demo>'),
      ),
    ).rejects.toThrow(
      'missing.mdx: the demo uses <sk-nothing>, but @skerry/components does not export "./nothing.js"',
    );
  });
});

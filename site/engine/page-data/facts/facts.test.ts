import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { readBundledTranslations } from '../../../app/docs/localization-strings/translations.server.ts';
import { parseMdx } from '../../compile/markdown.ts';
import type { PageSources } from '../page-sources.ts';
import { countText, factKeys } from './fact-nodes.ts';
import { expandFacts, installSteps, quickStart } from './remark-facts.ts';
import { type SiteFacts, readLocales, readToolchain } from './site-facts.ts';

const facts: SiteFacts = {
  packages: [
    { name: '@skerry/tokens', version: '0.2.0', description: '', released: true, pending: 0 },
    { name: '@skerry/components', version: '0.2.0', description: '', released: false, pending: 3 },
  ],
  components: [
    {
      name: 'Button',
      tag: 'sk-button',
      description: '',
      status: 'stable',
      beta: false,
      path: '/core-components/button/',
    },
    {
      name: 'File',
      tag: 'sk-file',
      description: '',
      status: 'beta',
      beta: true,
      path: '/core-components/file/',
    },
    {
      name: 'Progress circle',
      tag: 'sk-progress-circle',
      description: '',
      status: 'planned',
      beta: true,
      path: '/core-components/progress-circle/',
    },
  ],
  icons: { count: 350, categories: 17 },
  tokens: { count: 131 },
  themes: ['light', 'dark', 'high-contrast'],
  locales: [
    { code: 'en', name: 'English' },
    { code: 'ar', name: 'Arabic' },
  ],
  repository: 'https://github.com/skerry-design/skerry',
  toolchain: { node: '26.12.1', nodeRange: '^24.15.0 || >=26.0.0', npmMajor: '11' },
};

const sources = { facts: () => facts } as PageSources;
const expanded = (body: string) => {
  const tree = parseMdx(`---\ntitle: A\ndescription: A.\n---\n\n${body}\n`);
  expandFacts(tree, 'a.mdx', sources);
  return tree;
};
const said = (key: string) =>
  toString({
    type: 'root',
    children: [{ type: 'paragraph', children: factKeys(facts)[key]!() }],
  } as Root);

describe('facts', () => {
  it('write a count as prose does: words below ten, digits above', () => {
    expect([0, 3, 9, 10, 1200].map(countText)).toEqual(['no', 'three', 'nine', '10', '1,200']);
  });

  it('say the counts, lists and versions of the data', () => {
    expect(said('icons.count')).toBe('350');
    expect(said('themes')).toBe('light, dark and high contrast');
    expect(said('themes.values')).toBe('light, dark, high-contrast and auto');
    expect(said('locales')).toBe('English and Arabic');
    expect(said('version')).toBe('0.2.0');
    expect(said('toolchain.node')).toBe('26.12.1');
    expect(said('toolchain.node.range')).toBe('^24.15.0 || >=26.0.0');
    expect(said('toolchain.npm')).toBe('11');
    expect(said('packages.unreleased')).toBe('@skerry/components');
    expect(said('components.built')).toBe('button and file');
    expect(said('components.built.count')).toBe('two');
    expect(said('components.planned')).toBe('progress circle');
    // Beta means marked beta on the site, before the component is built too.
    expect(said('components.beta')).toBe('file and progress circle');
  });

  it('become words and links in the page, with no element left', () => {
    const tree = expanded('Built: <Fact of="components.built" />.');
    expect(toString(tree)).toContain('Built: button and file.');
    const links: string[] = [];
    JSON.stringify(tree, (key, value: unknown) => {
      if (key === 'url') links.push(value as string);
      return value;
    });
    expect(links).toEqual(['/core-components/button/', '/core-components/file/']);
  });

  it('fail the build on an unknown fact, naming the page and the line', () => {
    expect(() => expanded('One.\n\nTwo <Fact of="icons.total" />.')).toThrow(
      /^a\.mdx:8: <Fact of="icons\.total"> is not a fact the site knows; it knows .*icons\.count/,
    );
  });

  it('give the versions table from the packages, linking what is pending to the notes', () => {
    const tree = expanded('<PackageVersions notes="/releases/notes/" />');
    const table = tree.children.find((n) => n.type === 'table')!;
    expect(toString(table)).toContain('@skerry/components0.2.0Not yet3 changes');
    expect(JSON.stringify(table)).toContain('"/releases/notes/#unreleased"');
  });

  it('give a quick start that works before the packages are on npm, and from npm after', () => {
    const before = quickStart(facts).find((n) => n.type === 'code')!;
    expect((before as { value: string }).value).toContain(
      'npm pack -w @skerry/tokens -w @skerry/components --pack-destination ..',
    );
    expect((before as { value: string }).value).toContain('cd skerry\n');
    const released = { ...facts, packages: facts.packages.map((p) => ({ ...p, released: true })) };
    expect((quickStart(released).find((n) => n.type === 'code') as { value: string }).value).toBe(
      'npm install @skerry/tokens @skerry/components',
    );
  });
});

describe('<Install>', () => {
  it('installs the named packages from npm once they are all released', () => {
    const tree = expanded('<Install packages="@skerry/tokens" />');
    expect(toString(tree)).toContain('Install the packages from npm:');
    expect((tree.children.find((n) => n.type === 'code') as { value: string }).value).toBe(
      'npm install @skerry/tokens',
    );
  });

  it('packs them from the repository while one of them is not released', () => {
    const tree = expanded('<Install packages="@skerry/components @skerry/tokens" />');
    const install = tree.children.find((n) => n.type === 'code') as { value: string };
    expect(install.value).toContain(
      'npm pack -w @skerry/tokens -w @skerry/components --pack-destination ..',
    );
    expect(install.value).toContain(
      'npm install ../skerry-tokens-*.tgz ../skerry-components-*.tgz',
    );
  });

  it('packs what a package needs beside it, in the packages’ order', () => {
    const needing = {
      ...facts,
      packages: [
        { name: '@skerry/tokens', version: '1.0.0', description: '', released: true, pending: 0 },
        { name: '@skerry/icons', version: '1.0.0', description: '', released: false, pending: 1 },
        {
          name: '@skerry/components',
          version: '1.0.0',
          description: '',
          released: true,
          pending: 0,
          needs: ['@skerry/icons', '@skerry/tokens'],
        },
      ],
    };
    const install = installSteps(needing, ['@skerry/components']).find(
      (n) => n.type === 'code',
    ) as { value: string };
    expect(install.value).toContain(
      'npm pack -w @skerry/tokens -w @skerry/icons -w @skerry/components --pack-destination ..',
    );
  });

  it('fails the build on a package the design system does not have, naming the page', () => {
    expect(() => expanded('<Install packages="@skerry/nope" />')).toThrow(
      /<Install>: @skerry\/nope is not a package of the design system/,
    );
  });
});

describe('readToolchain', () => {
  const repo = (manifest: object) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-toolchain-'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, '.nvmrc'), '26.12.1\n');
    return dir;
  };

  it("reads .nvmrc, engines and devEngines' npm", () => {
    const dir = repo({
      engines: { node: '>=26' },
      devEngines: { packageManager: { name: 'npm', version: '>=11.0.0' } },
    });
    expect(readToolchain(dir)).toEqual({ node: '26.12.1', nodeRange: '>=26', npmMajor: '11' });
  });

  it('fails naming the file when the manifest does not say', () => {
    const dir = repo({ engines: { node: '>=26' } });
    expect(() => readToolchain(dir)).toThrow(
      `${path.join(dir, 'package.json')}: engines.node and devEngines.packageManager`,
    );
  });
});

describe('readLocales', () => {
  it('lists the locales the components bundle, English first', async () => {
    const locales = readLocales();
    expect(locales[0]).toEqual({ code: 'en', name: 'English' });
    const bundled = (await readBundledTranslations()).map((t) => t.locale);
    expect(locales.map((l) => l.code).sort()).toEqual([...bundled].sort());
  });
});

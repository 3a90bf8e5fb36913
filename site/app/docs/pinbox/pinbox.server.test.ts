import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { SizesFile } from '@skerry/components';
import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../../readers/manifest.ts';
import { pinboxFacts } from './pinbox-facts.server.ts';
import { docElements } from '../registry.ts';
import { baseRemarkPlugins } from '../../../engine/compile/markdown.ts';
import { remarkPage } from '../../../engine/compile/remark-page.ts';
import { remarkPinbox } from './pinbox.server.ts';
import { page, writeTree } from '../../../engine/test-fixtures.ts';

const manifest: CemManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'dist/components/toggle/toggle.js',
      declarations: [
        {
          kind: 'class',
          name: 'SkToggle',
          tagName: 'sk-toggle',
          customElement: true,
          status: 'stable',
          since: '0.2.0',
        },
      ],
    },
    {
      path: 'dist/components/radio/radio-group.js',
      declarations: [
        { kind: 'class', name: 'SkRadioGroup', tagName: 'sk-radio-group', customElement: true },
      ],
    },
  ],
};
const sizes: SizesFile = {
  base: { gzip: 7000, budget: 8192 },
  primitives: { gzip: 7000, budget: 8192 },
  components: { 'sk-toggle': { gzip: 1065, withBase: 7680, budget: 4096 } },
  cdn: {
    lit: { gzip: 6000, budget: 8192 },
    autoloader: { gzip: 1000, budget: 2048 },
    components: { 'sk-toggle': { gzip: 9000, budget: 12288 } },
  },
};
const pkg = {
  name: '@skerry/components',
  exports: {
    '.': { default: './dist/index.js' },
    './toggle.js': { default: './dist/components/toggle/sk-toggle.js' },
  },
};

describe('pinboxFacts', () => {
  it('takes every fact from the manifest, the exports and the sizes', () => {
    expect(pinboxFacts('sk-toggle', { manifest, sizes, pkg })).toEqual({
      tag: 'sk-toggle',
      status: 'stable',
      since: '0.2.0',
      entry: '@skerry/components/toggle.js',
      gzip: 1065,
      withBase: 7680,
      budget: 4096,
      folder: 'toggle',
    });
  });

  it('names what is missing instead of inventing it', () => {
    expect(pinboxFacts('sk-nope', { manifest, sizes, pkg })).toMatch(/no element sk-nope/);
    expect(pinboxFacts('sk-radio-group', { manifest, sizes, pkg })).toMatch(/no @status/);
    const unmeasured = { ...sizes, components: {} };
    expect(pinboxFacts('sk-toggle', { manifest, sizes: unmeasured, pkg })).toMatch(
      /no size in the dist\/sizes\.json of @skerry\/components/,
    );
    const unexported = { ...pkg, exports: { '.': { default: './dist/index.js' } } };
    expect(pinboxFacts('sk-toggle', { manifest, sizes, pkg: unexported })).toMatch(
      /no entry of its own/,
    );
  });
});

async function compilePage(relative: string, body: string): Promise<string> {
  const dir = writeTree({ [relative]: page('Toggle', body) });
  const file = path.join(dir, relative);
  const output = await compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    {
      remarkPlugins: [
        ...baseRemarkPlugins,
        [
          remarkPinbox,
          { contentDir: dir, manifest: () => manifest, sizes: () => sizes, pkg: () => pkg },
        ],
        [remarkPage, { contentDir: dir, base: '/', docElements }],
      ],
    },
  );
  return String(output);
}

describe('<Pinbox>', () => {
  it('is pinned under the title of a built component overview, with its facts', async () => {
    const code = await compilePage(
      'core-components/toggle/index.mdx',
      '# Toggle\n\nA switch.\n\n## Usage\n\nText.',
    );
    expect(code).toMatch(/import \{Pinbox\} from ".*\/app\/docs\/pinbox\/pinbox\.tsx"/);
    expect(code).toContain('"entry": "@skerry/components/toggle.js"');
    // Under the title, before the first paragraph.
    expect(code.indexOf('Pinbox, {')).toBeLessThan(code.indexOf('A switch.'));
  });

  it('is not added to API and code pages, nor to components the manifest lacks', async () => {
    expect(await compilePage('core-components/toggle/api.mdx', '# Toggle API')).not.toContain(
      'Pinbox',
    );
    expect(await compilePage('core-components/nope/index.mdx', '# Nope')).not.toContain('Pinbox');
  });

  it('takes its facts for an explicit tag, and only once per page', async () => {
    const code = await compilePage(
      'core-components/toggle/index.mdx',
      '# Toggle\n\n<Pinbox tag="sk-toggle" />',
    );
    expect(code.match(/Pinbox, \{/g)).toHaveLength(1);
    expect(code).toContain('"gzip": 1065');
  });

  it('fails the build for a tag the data does not know, naming the page', async () => {
    await expect(
      compilePage('get-started/index.mdx', '# Start\n\n<Pinbox tag="sk-nope" />'),
    ).rejects.toThrow('get-started/index.mdx: <Pinbox tag="sk-nope">: no element sk-nope');
  });
});

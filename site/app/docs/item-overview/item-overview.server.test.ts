import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { baseRemarkPlugins } from '../../../engine/compile/markdown.ts';
import { collectPages } from '../../../engine/page-data/page-data.ts';
import { childPageItems, remarkItemOverview } from './item-overview.server.ts';
import { page, writeTree } from '../../../engine/test-fixtures.ts';

const noComponents = { schemaVersion: '2.1.0', modules: [] };

const dir = writeTree({
  'index.mdx': page('Home'),
  'guide/index.mdx': page('Guide', '<ItemOverview of="/guide/" />'),
  'guide/zeta.mdx': page('Zeta', '', 'order: 1\n'),
  'guide/alpha.mdx': page('Alpha', '', 'beta: true\n'),
  'guide/beta/index.mdx': page('Beta section'),
  'guide/beta/deep.mdx': page('Deep'),
  'empty/index.mdx': page('Empty', '<ItemOverview of="/empty/" />'),
});

async function compilePage(relativePath: string) {
  const file = path.join(dir, relativePath);
  return compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    {
      remarkPlugins: [...baseRemarkPlugins, [remarkItemOverview, { contentDir: dir, base: '/' }]],
    },
  );
}

describe('childPageItems', () => {
  it('lists the pages one level below, ordered as the sidebar orders them', () => {
    const items = childPageItems(collectPages(dir, '/', noComponents), '/guide/');
    expect(items).toEqual([
      { title: 'Zeta', path: '/guide/zeta/', description: 'About Zeta.', beta: false },
      { title: 'Alpha', path: '/guide/alpha/', description: 'About Alpha.', beta: true },
      {
        title: 'Beta section',
        path: '/guide/beta/',
        description: 'About Beta section.',
        beta: false,
      },
    ]);
  });
});

describe('remarkItemOverview', () => {
  it('writes the items into the element', async () => {
    const output = String(await compilePage('guide/index.mdx'));
    expect(output).toContain('"/guide/zeta/"');
    expect(output).not.toContain('/guide/beta/deep/');
  });

  it('fails naming the page when no page is below the path', async () => {
    await expect(compilePage('empty/index.mdx')).rejects.toThrow(
      'empty/index.mdx: <ItemOverview of="/empty/"> has no pages directly below /empty/',
    );
  });
});

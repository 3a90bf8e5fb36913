import { describe, expect, it } from 'vitest';
import { page, writeTree } from '../test-fixtures.ts';
import { contentEmbeds, missingEmbeds } from './embeds.ts';

describe('the pages’ story embeds', () => {
  const dir = writeTree({
    'index.mdx': page('Home'),
    'guide.mdx': page(
      'Guide',
      '<StorybookEmbed story="components-button--variants" title="Variants" />\n\n' +
        'Inline <StorybookEmbed story="components-button--gone" title="Gone" /> too.',
    ),
  });

  it('are found with their page, line and story', () => {
    expect(contentEmbeds(dir)).toEqual([
      { page: 'guide.mdx', line: 7, story: 'components-button--variants' },
      { page: 'guide.mdx', line: 9, story: 'components-button--gone' },
    ]);
  });

  it('must each name a story the workbench has', () => {
    expect(missingEmbeds(contentEmbeds(dir), new Set(['components-button--variants']))).toEqual([
      'guide.mdx:9: <StorybookEmbed story="components-button--gone"> names no story of the workbench',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../../readers/manifest.ts';
import { componentItems } from './overview-items.server.ts';

const page = (name: string, title: string, beta = false) => ({
  relativePath: `core-components/${name}/index.mdx`,
  regularPath: `/core-components/${name}/`,
  title,
  frontmatter: { title, description: `${title} does things.`, beta } as never,
});

const manifest: CemManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'x',
      declarations: [
        { kind: 'class', name: 'SkButton', tagName: 'sk-button', customElement: true },
        { kind: 'class', name: 'SkTime', tagName: 'sk-time', customElement: true },
      ],
    },
  ],
};

describe('componentItems', () => {
  it('lists overview pages only, sorted, with status from the manifest and frontmatter', () => {
    const items = componentItems(
      [
        page('toggle', 'Toggle'),
        page('button', 'Button'),
        page('time', 'Time', true),
        { ...page('button', 'Button API'), relativePath: 'core-components/button/api.mdx' },
      ],
      manifest,
    );
    expect(items.map((i) => [i.name, i.tag, i.status])).toEqual([
      ['Button', 'sk-button', 'stable'],
      ['Time', 'sk-time', 'beta'],
      ['Toggle', 'sk-toggle', 'planned'],
    ]);
    expect(items[0]).toMatchObject({
      path: '/core-components/button/',
      api: '/core-components/button/api/',
      code: '/core-components/button/code/',
    });
    // Planned: guidance only, no link to pages without a component behind them.
    expect(items[2]).not.toHaveProperty('api');
  });

  it('calls everything planned while there is no manifest', () => {
    expect(componentItems([page('button', 'Button')], undefined)[0]?.status).toBe('planned');
  });
});

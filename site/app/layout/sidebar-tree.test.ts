import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../config/client-config.ts';
import type { NavPage } from '../content/page.ts';
import { buildSidebar, externalHref } from './sidebar-tree.ts';

const nav = (path: string, title: string, extra: Partial<NavPage> = {}): NavPage => ({
  path,
  title,
  beta: false,
  ...extra,
});

const config = {
  base: '/',
  sidebar: {
    groups: [
      { title: 'Get Started', dir: 'get-started', links: [] },
      { title: 'Components', dir: 'core-components', links: [] },
      { title: 'Storybook', href: 'https://storybook.example/' },
      {
        title: 'Releases',
        dir: 'releases',
        links: [{ title: 'Older changelogs', href: 'https://example.org/changes' }],
      },
    ],
  },
} as unknown as ClientConfig;

const pages = [
  nav('/', 'Home'),
  nav('/get-started/', 'Get started'),
  nav('/get-started/support/', 'Support', { order: 3 }),
  nav('/get-started/design/', 'Design', { order: 1 }),
  nav('/core-components/', 'Components'),
  nav('/core-components/toggle/', 'Toggle'),
  nav('/core-components/button/', 'Button', { beta: true }),
  nav('/core-components/button/api/', 'Button API', { navTitle: 'API', order: 2 }),
  nav('/core-components/button/code/', 'Button code', { navTitle: 'Code', order: 3 }),
  nav('/releases/', 'Releases'),
  nav('/extra/', 'Extra things'),
  nav('/extra/deep/page/', 'Deep page'),
];

describe('buildSidebar', () => {
  const sidebar = buildSidebar(pages, config);

  it('keeps the configured order of groups and links, then unconfigured folders', () => {
    expect(sidebar.map((e) => e.title)).toEqual([
      'Get Started',
      'Components',
      'Storybook',
      'Releases',
      'Extra things',
    ]);
    expect(sidebar[2]).toEqual({
      kind: 'link',
      title: 'Storybook',
      href: 'https://storybook.example/',
    });
  });

  it('orders by frontmatter order, then by title', () => {
    const group = sidebar[0]!;
    expect(group.kind === 'group' && group.items.map((i) => i.title)).toEqual([
      'Design',
      'Support',
    ]);
    const components = sidebar[1]!;
    expect(components.kind === 'group' && components.items.map((i) => i.title)).toEqual([
      'Button',
      'Toggle',
    ]);
  });

  it('nests subpages under their page with their short titles', () => {
    const components = sidebar[1]!;
    if (components.kind !== 'group') throw new Error('expected a group');
    expect(components.path).toBe('/core-components/');
    expect(components.items[0]).toEqual({
      path: '/core-components/button/',
      title: 'Button',
      beta: true,
      children: [
        { path: '/core-components/button/api/', title: 'API', beta: false, children: [] },
        { path: '/core-components/button/code/', title: 'Code', beta: false, children: [] },
      ],
    });
  });

  it('keeps external links of a group and hangs pages without a parent page on the nearest one', () => {
    const releases = sidebar[3]!;
    expect(releases.kind === 'group' && releases.links).toEqual([
      { title: 'Older changelogs', href: 'https://example.org/changes' },
    ]);
    const extra = sidebar[4]!;
    expect(extra.kind === 'group' && extra.items.map((i) => i.path)).toEqual(['/extra/deep/page/']);
  });
});

describe('externalHref', () => {
  it('leaves a URL as it is and puts the base before a path of the site', () => {
    expect(externalHref('https://storybook.example/', '/docs/')).toBe('https://storybook.example/');
    expect(externalHref('/storybook/', '/')).toBe('/storybook/');
    expect(externalHref('/storybook/', '/docs/')).toBe('/docs/storybook/');
  });
});

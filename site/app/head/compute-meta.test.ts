import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../config/client-config.ts';
import type { PageData } from '../content/page.ts';
import { computePageMeta } from './compute-meta.ts';
import { documentTitle } from './title.ts';

const site: ClientConfig = {
  title: 'Skerry Design System',
  description: 'Site description',
  themeColor: '#0065ab',
  lang: 'en-US',
  base: '/',
  productionUrl: 'https://skerry.design',
  repository: null,
  sidebar: { groups: [] },
  externalLinkLabel: '(opens new window)',
  disableScrollBehavior: false,
  search: { inputSelector: '#site-search', synonyms: {} },
  offline: { enabled: true, killSwitch: false },
  analytics: null,
  storybook: null,
  generator: { name: 'Skerry Docs', version: '0.1.0' },
};

function page(frontmatter: Partial<PageData['frontmatter']> = {}): PageData {
  return {
    title: frontmatter.title ?? 'Button',
    frontmatter: {
      title: 'Button',
      description: 'Buttons start actions.',
      meta: [],
      home: false,
      toc: true,
      beta: false,
      ...frontmatter,
    },
    regularPath: '/core-components/button/',
    relativePath: 'core-components/button/index.mdx',
    key: 'core-components/button/index',
    path: '/core-components/button/',
    headers: [],
    lastUpdated: '10/29/2025',
    lastUpdatedTimestamp: 0,
  };
}

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.filter((m) => (m as Record<string, unknown>)[key] === value);

describe('documentTitle', () => {
  it.each([
    [{ pageTitle: 'Button', siteTitle: 'Skerry' }, 'Button | Skerry'],
    [{ pageTitle: '', siteTitle: 'Skerry' }, 'Skerry'],
    [{ pageTitle: 'Skerry', siteTitle: 'Skerry' }, 'Skerry'],
    [{ pageTitle: 'Button', siteTitle: '' }, 'Button | Skerry Docs'],
    [
      { pageTitle: 'Button', siteTitle: 'Skerry', metaTitle: 'Buttons in Skerry' },
      'Buttons in Skerry',
    ],
  ])('%o → %s', (input, expected) => {
    expect(documentTitle({ generatorName: 'Skerry Docs', ...input })).toBe(expected);
  });
});

describe('computePageMeta', () => {
  it('gives title, description, canonical and Open Graph tags', () => {
    const meta = computePageMeta(page(), site);
    expect(meta).toContainEqual({ title: 'Button | Skerry Design System' });
    expect(meta).toContainEqual({ name: 'description', content: 'Buttons start actions.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://skerry.design/core-components/button/',
    });
    expect(meta).toContainEqual({
      property: 'og:url',
      content: 'https://skerry.design/core-components/button/',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });

  it('lets frontmatter override the title, canonical URL and language', () => {
    const meta = computePageMeta(
      page({
        metaTitle: 'All about buttons',
        canonicalUrl: 'https://example.org/button',
        lang: 'fi-FI',
      }),
      site,
    );
    expect(meta).toContainEqual({ title: 'All about buttons' });
    expect(find(meta, 'rel', 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://example.org/button' },
    ]);
    expect(meta).toContainEqual({ property: 'og:locale', content: 'fi_FI' });
  });

  it('adds frontmatter meta entries, replacing a computed one of the same name', () => {
    const meta = computePageMeta(
      page({
        meta: [
          { name: 'keywords', content: 'button, action' },
          { name: 'description', content: 'Own' },
        ],
      }),
      site,
    );
    expect(meta).toContainEqual({ name: 'keywords', content: 'button, action' });
    expect(find(meta, 'name', 'description')).toEqual([{ name: 'description', content: 'Own' }]);
  });

  it('leaves out the canonical link when no production URL is configured', () => {
    const meta = computePageMeta(page(), { ...site, productionUrl: null });
    expect(find(meta, 'rel', 'canonical')).toEqual([]);
  });

  it('builds the canonical URL under the base path', () => {
    const meta = computePageMeta(
      { ...page(), path: '/docs/core-components/button/' },
      { ...site, base: '/docs/' },
    );
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://skerry.design/docs/core-components/button/',
    });
  });
});

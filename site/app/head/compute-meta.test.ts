import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../config/client-config.ts';
import { testClientConfig } from '../config/test-client-config.ts';
import type { PageData } from '../content/page.ts';
import { computePageMeta } from './compute-meta.ts';
import { documentTitle } from './title.ts';

const site: ClientConfig = testClientConfig;

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

describe('computePageMeta for machines', () => {
  const nav = [
    { path: '/', title: 'Skerry Design System' },
    { path: '/core-components/button/', title: 'Button' },
  ];

  it('links the page’s Markdown twin', () => {
    expect(computePageMeta(page(), site)).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      type: 'text/markdown',
      href: '/core-components/button/index.md',
    });
  });

  it('gives a large social card with its size, text alternative and X (Twitter) tags', () => {
    const meta = computePageMeta(page(), site);
    const image = find(meta, 'property', 'og:image')[0] as { content: string };
    expect(image.content).toMatch(
      /^https:\/\/skerry\.design\/assets\/og\/button-[0-9a-f]{8}\.png$/,
    );
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(meta).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(meta).toContainEqual({
      property: 'og:image:alt',
      content: 'Button · Skerry Design System',
    });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).toContainEqual({ name: 'twitter:image', content: image.content });
    expect(meta).toContainEqual({
      name: 'twitter:title',
      content: 'Button | Skerry Design System',
    });
    expect(meta).toContainEqual({ name: 'twitter:description', content: 'Buttons start actions.' });
  });

  it('falls back to a small card without a production host to put the image on', () => {
    const meta = computePageMeta(page(), { ...site, productionUrl: null });
    expect(find(meta, 'property', 'og:image')).toEqual([]);
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('adds the JSON-LD of the site, the breadcrumb trail and the article', () => {
    const meta = computePageMeta(page(), site, nav);
    const scripts = meta.filter((m) => 'script:ld+json' in m);
    expect(scripts).toHaveLength(1);
    const data = (scripts[0] as { 'script:ld+json': { '@graph': { '@type': string }[] } })[
      'script:ld+json'
    ];
    expect(data['@graph'].map((n) => n['@type'])).toEqual([
      'WebSite',
      'BreadcrumbList',
      'TechArticle',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../config/client-config.ts';
import { testClientConfig } from '../config/test-client-config.ts';
import type { PageData } from '../content/page.ts';
import { structuredData } from './structured-data.ts';

const site: ClientConfig = testClientConfig;

const nav = [
  { path: '/', title: 'Skerry Design System' },
  { path: '/core-components/', title: 'Components' },
  { path: '/core-components/button/', title: 'Button' },
  { path: '/core-components/button/api/', title: 'Button API' },
];

function page(path: string, title: string, home = false): PageData {
  return {
    title,
    frontmatter: { title, description: '', meta: [], home, toc: true, beta: false },
    regularPath: path,
    relativePath: '',
    key: '',
    path,
    headers: [],
    lastUpdated: '10/29/2025',
    lastUpdatedTimestamp: Date.UTC(2025, 9, 29, 12),
  };
}

type Graph = { '@context': string; '@graph': Record<string, unknown>[] };
const graphOf = (p: PageData, config = site) =>
  structuredData(p, config, nav, {
    url: null,
    description: 'Buttons start actions.',
    image: 'https://skerry.design/assets/og/button-api-00000000.png',
  }) as Graph;
const node = (graph: Graph, type: string) => graph['@graph'].find((n) => n['@type'] === type);

describe('structuredData', () => {
  it('describes the site with a search action that opens the site search', () => {
    const graph = graphOf(page('/core-components/button/api/', 'Button API'));
    expect(graph['@context']).toBe('https://schema.org');
    expect(node(graph, 'WebSite')).toMatchObject({
      url: 'https://skerry.design/',
      name: 'Skerry Design System',
      inLanguage: 'en-US',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://skerry.design/?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('leaves the search action out when a hosted search replaces the search box', () => {
    const hosted = {
      ...site,
      search: {
        ...site.search,
        docsearch: { appId: 'A', apiKey: 'k', indexName: 'i' },
      },
    } as ClientConfig;
    const graph = graphOf(page('/core-components/button/', 'Button'), hosted);
    expect(node(graph, 'WebSite')).not.toHaveProperty('potentialAction');
  });

  it('gives the breadcrumb trail down the URL tree, named by page titles', () => {
    const graph = graphOf(page('/core-components/button/api/', 'Button API'));
    expect(node(graph, 'BreadcrumbList')?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Skerry Design System',
        item: 'https://skerry.design/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Components',
        item: 'https://skerry.design/core-components/',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Button',
        item: 'https://skerry.design/core-components/button/',
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Button API',
        item: 'https://skerry.design/core-components/button/api/',
      },
    ]);
  });

  it('skips folders that are not pages, and builds URLs under the base', () => {
    const color = { ...page('/foundation/color/', 'Color'), path: '/docs/foundation/color/' };
    const graph = graphOf(color, { ...site, base: '/docs/' });
    const trail = node(graph, 'BreadcrumbList')?.itemListElement as {
      name: string;
      item: string;
    }[];
    expect(trail.map((step) => [step.name, step.item])).toEqual([
      ['Skerry Design System', 'https://skerry.design/docs/'],
      ['Color', 'https://skerry.design/docs/foundation/color/'],
    ]);
  });

  it('makes documentation pages technical articles with their date and language', () => {
    const graph = graphOf(page('/core-components/button/api/', 'Button API'));
    expect(node(graph, 'TechArticle')).toMatchObject({
      headline: 'Button API',
      description: 'Buttons start actions.',
      url: 'https://skerry.design/core-components/button/api/',
      inLanguage: 'en-US',
      dateModified: '2025-10-29T12:00:00.000Z',
      isPartOf: { '@id': 'https://skerry.design/#website' },
      image: 'https://skerry.design/assets/og/button-api-00000000.png',
    });
  });

  it('gives the home page no article, and nothing without a production host', () => {
    expect(node(graphOf(page('/', 'Skerry Design System', true)), 'TechArticle')).toBeUndefined();
    expect(
      structuredData(page('/', 'Skerry', true), { ...site, productionUrl: null }, nav, {
        url: null,
        description: '',
        image: null,
      }),
    ).toBeNull();
  });
});

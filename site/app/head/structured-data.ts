import type { ClientConfig } from '../config/client-config.ts';
import type { NavPage, PageData } from '../content/page.ts';
import { searchParameter } from '../search/query-parameter.ts';

/** The placeholder a search engine fills in the SearchAction's URL template. */
const searchTerm = 'search_term_string';

type Node = Record<string, unknown>;

/** Absolute URLs on the production host: structured data is read off the site, never relative. */
function absolute(site: ClientConfig & { productionUrl: string }, path: string): string {
  return new URL(path, site.productionUrl).href;
}

/**
 * The site, with the search it can be opened in: the embedded search box reads `?q=` on load
 * (`../search/query-parameter.ts`). A hosted search (DocSearch) has no such address, so the
 * action is left out then.
 */
export function websiteNode(site: ClientConfig & { productionUrl: string }): Node {
  const home = absolute(site, site.base);
  return {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: site.title || site.generator.name,
    description: site.description,
    inLanguage: site.lang,
    ...(site.search.docsearch
      ? {}
      : {
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${home}?${searchParameter}={${searchTerm}}`,
            },
            'query-input': `required name=${searchTerm}`,
          },
        }),
  };
}

/**
 * The trail from the home page down the URL tree to this page, named by the page titles: every
 * folder on the way that is a page of its own is a step (`/core-components/` → Components).
 */
export function breadcrumbNode(
  page: Pick<PageData, 'regularPath' | 'title'>,
  site: ClientConfig & { productionUrl: string },
  nav: readonly Pick<NavPage, 'path' | 'title'>[],
): Node {
  const titles = new Map(nav.map((p) => [p.path, p.title]));
  titles.set(page.regularPath, page.title);
  const segments = page.regularPath.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}/`)];
  const steps = paths.filter((path) => titles.has(path));
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((path, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: titles.get(path),
      item: absolute(site, `${site.base}${path.slice(1)}`),
    })),
  };
}

/** A documentation page as a technical article of the site. */
export function articleNode(
  page: Pick<PageData, 'path' | 'title' | 'frontmatter' | 'lastUpdatedTimestamp'>,
  site: ClientConfig & { productionUrl: string },
  options: { url: string; description: string; image: string | null },
): Node {
  const home = absolute(site, site.base);
  const publisher = { '@type': 'Organization', name: site.title || site.generator.name, url: home };
  return {
    '@type': 'TechArticle',
    '@id': `${options.url}#article`,
    headline: page.title,
    description: options.description,
    url: options.url,
    mainEntityOfPage: options.url,
    inLanguage: page.frontmatter.lang ?? site.lang,
    dateModified: new Date(page.lastUpdatedTimestamp).toISOString(),
    isPartOf: { '@id': `${home}#website` },
    author: publisher,
    publisher,
    ...(options.image ? { image: options.image } : {}),
  };
}

/**
 * The page's JSON-LD: the site and its search action, the breadcrumb trail and, on every page but
 * the home page, the article. Null without a production host, since every URL in it must be
 * absolute.
 */
export function structuredData(
  page: PageData,
  site: ClientConfig,
  nav: readonly Pick<NavPage, 'path' | 'title'>[],
  options: { url: string | null; description: string; image: string | null },
): Node | null {
  if (!site.productionUrl) return null;
  const hosted = { ...site, productionUrl: site.productionUrl };
  const url = options.url ?? absolute(hosted, page.path);
  const graph: Node[] = [websiteNode(hosted), breadcrumbNode(page, hosted, nav)];
  if (!page.frontmatter.home) graph.push(articleNode(page, hosted, { ...options, url }));
  return { '@context': 'https://schema.org', '@graph': graph };
}

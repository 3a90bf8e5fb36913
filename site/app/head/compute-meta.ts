import type { MetaDescriptor } from 'react-router';
import type { ClientConfig } from '../config/client-config.ts';
import type { PageData } from '../content/page.ts';
import { documentTitle } from './title.ts';

/** The absolute URL of a page on the production host, or null when no host is configured. */
export function canonicalUrl(page: Pick<PageData, 'path' | 'frontmatter'>, site: ClientConfig) {
  if (page.frontmatter.canonicalUrl) return page.frontmatter.canonicalUrl;
  if (!site.productionUrl) return null;
  return new URL(page.path, site.productionUrl).href;
}

/**
 * The head tags of one page. React Router renders them into the prerendered HTML and replaces
 * them on every client navigation, so both paths share this one function.
 */
export function computePageMeta(page: PageData, site: ClientConfig): MetaDescriptor[] {
  const title = documentTitle({
    pageTitle: page.title,
    metaTitle: page.frontmatter.metaTitle,
    siteTitle: site.title,
    generatorName: site.generator.name,
  });
  const description = page.frontmatter.description || site.description;
  const canonical = canonicalUrl(page, site);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: page.frontmatter.home ? 'website' : 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: site.title || site.generator.name },
    { property: 'og:locale', content: (page.frontmatter.lang ?? site.lang).replace('-', '_') },
  ];
  if (canonical) {
    descriptors.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    );
  }
  for (const entry of page.frontmatter.meta) {
    // A page's own entry replaces the computed one of the same name instead of doubling it.
    const index = descriptors.findIndex((d) => 'name' in d && d.name === entry.name);
    if (index !== -1) descriptors.splice(index, 1);
    descriptors.push({ name: entry.name, content: entry.content });
  }
  return descriptors;
}

import type { MetaDescriptor } from 'react-router';
import type { ClientConfig } from '../config/client-config.ts';
import type { NavPage, PageData } from '../content/page.ts';
import { socialCardOf, socialImageAlt, socialImageSize, socialImageUrl } from './social-image.ts';
import { structuredData } from './structured-data.ts';
import { documentTitle } from './title.ts';

/** The absolute URL of a page on the production host, or null when no host is configured. */
export function canonicalUrl(page: Pick<PageData, 'path' | 'frontmatter'>, site: ClientConfig) {
  if (page.frontmatter.canonicalUrl) return page.frontmatter.canonicalUrl;
  if (!site.productionUrl) return null;
  return new URL(page.path, site.productionUrl).href;
}

/** The page as Markdown, written beside its HTML by the build (`engine/machine-files/`). */
export function markdownPath(page: Pick<PageData, 'path'>): string {
  return `${page.path}index.md`;
}

/**
 * The head tags of one page. React Router renders them into the prerendered HTML and replaces
 * them on every client navigation, so both paths share this one function. `nav` (every page's
 * path and title) names the steps of the breadcrumb trail in the structured data.
 */
export function computePageMeta(
  page: PageData,
  site: ClientConfig,
  nav: readonly Pick<NavPage, 'path' | 'title'>[] = [],
): MetaDescriptor[] {
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
  descriptors.push({
    tagName: 'link',
    rel: 'alternate',
    type: 'text/markdown',
    href: markdownPath(page),
  });

  const card = socialCardOf(page, site);
  const image = socialImageUrl(card, site);
  if (image) {
    const alt = socialImageAlt(card);
    descriptors.push(
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(socialImageSize.width) },
      { property: 'og:image:height', content: String(socialImageSize.height) },
      { property: 'og:image:alt', content: alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: alt },
    );
  } else {
    descriptors.push({ name: 'twitter:card', content: 'summary' });
  }
  descriptors.push(
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  );

  const data = structuredData(page, site, nav, { url: canonical, description, image });
  if (data) descriptors.push({ 'script:ld+json': data });
  for (const entry of page.frontmatter.meta) {
    // A page's own entry replaces the computed one of the same name instead of doubling it.
    const index = descriptors.findIndex((d) => 'name' in d && d.name === entry.name);
    if (index !== -1) descriptors.splice(index, 1);
    descriptors.push({ name: entry.name, content: entry.content });
  }
  return descriptors;
}

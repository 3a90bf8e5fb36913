/**
 * "page title | site title", or either alone when the other is missing or they are the same;
 * `metaTitle` replaces the whole. With no site title configured, the generator's name stands in.
 */
export function documentTitle(options: {
  pageTitle?: string | undefined;
  metaTitle?: string | undefined;
  siteTitle: string;
  generatorName: string;
}): string {
  if (options.metaTitle) return options.metaTitle;
  const site = options.siteTitle || options.generatorName;
  const page = options.pageTitle?.trim();
  if (!page || page === site) return site;
  return `${page} | ${site}`;
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SitemapEntry {
  /** The page's absolute URL. */
  loc: string;
  /** When the page last changed, in milliseconds since the epoch; left out when unknown. */
  lastModified?: number | undefined;
}

/**
 * `sitemap.xml` (sitemaps.org 0.9) with each page's `lastmod`: the last commit of its source, the
 * same date the page shows, written as a W3C date-time in UTC.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastModified }) => {
    const lastmod =
      lastModified === undefined
        ? ''
        : `<lastmod>${new Date(lastModified).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`;
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

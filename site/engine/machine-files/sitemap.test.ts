import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists every URL with its last change as a UTC date-time', () => {
    const xml = sitemapXml([
      { loc: 'https://skerry.design/', lastModified: Date.UTC(2025, 9, 29, 8, 30, 15, 250) },
      { loc: 'https://skerry.design/core-components/button/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://skerry.design/</loc><lastmod>2025-10-29T08:30:15Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://skerry.design/core-components/button/</loc></url>');
  });

  it('escapes the URLs', () => {
    expect(sitemapXml([{ loc: 'https://x.test/?a=1&b=2' }])).toContain('a=1&#38;b=2');
  });
});

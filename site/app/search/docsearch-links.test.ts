import { describe, expect, it } from 'vitest';
import { siteRelativePath } from './docsearch-links.ts';

describe('siteRelativePath', () => {
  const production = 'https://skerry.design';

  it.each([
    ['https://skerry.design/core-components/button/#usage', '/core-components/button/#usage'],
    ['http://localhost:4173/foundation/color/?x=1', '/foundation/color/?x=1'],
    ['/foundation/', '/foundation/'],
  ])('keeps %s in the site as %s', (url, path) => {
    expect(siteRelativePath(url, production, 'http://localhost:4173')).toBe(path);
  });

  it('leaves other sites alone', () => {
    expect(siteRelativePath('https://example.org/x/', production, 'http://localhost:4173')).toBe(
      undefined,
    );
    expect(siteRelativePath('https://skerry.design/x/', null, 'http://localhost:4173')).toBe(
      undefined,
    );
  });
});

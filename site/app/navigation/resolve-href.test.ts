import { describe, expect, it } from 'vitest';
import { resolveHref } from './resolve-href.ts';

describe('resolveHref', () => {
  it.each([
    ['api/', '/core-components/button/', '/core-components/button/api/'],
    ['../', '/core-components/button/api/', '/core-components/button/'],
    ['#usage', '/core-components/button/', '/core-components/button/#usage'],
    ['#usage', '/core-components/button', '/core-components/button/#usage'],
    ['/foundation/?x=1#y', '/core-components/', '/foundation/?x=1#y'],
  ])('%s from %s', (href, from, expected) => expect(resolveHref(href, from)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { cachedOnUse } from './service-worker.ts';

describe('what the worker caches as it is used', () => {
  it('matches the search index and icon modules by whole URL, under the base only', () => {
    const { search, icons } = cachedOnUse('/docs/');
    expect(search.test('https://skerry.design/docs/pagefind/pagefind-entry.json')).toBe(true);
    expect(search.test('http://localhost:4173/docs/pagefind/fragment/en_1a2b.pf_fragment')).toBe(
      true,
    );
    expect(icons.test('https://skerry.design/docs/assets/icons/download-Bx1c2d.js')).toBe(true);

    expect(search.test('https://skerry.design/pagefind/pagefind.js')).toBe(false);
    expect(search.test('https://skerry.design/docs/guide/pagefind/')).toBe(false);
    expect(icons.test('https://skerry.design/docs/assets/code-Bx1c2d.js')).toBe(false);
  });

  it('matches the workbench, which it leaves to the network, under the base only', () => {
    const { workbench } = cachedOnUse('/docs/');
    expect(workbench.test('https://skerry.design/docs/storybook/iframe.html?id=x')).toBe(true);
    expect(workbench.test('https://skerry.design/docs/storybook/assets/iframe-1.js')).toBe(true);
    expect(workbench.test('https://skerry.design/storybook/')).toBe(false);
    expect(workbench.test('https://skerry.design/docs/guide/storybook/')).toBe(false);
  });

  it('treats the base as text, not as a pattern', () => {
    const { search } = cachedOnUse('/a.b/');
    expect(search.test('https://skerry.design/a.b/pagefind/x')).toBe(true);
    expect(search.test('https://skerry.design/axb/pagefind/x')).toBe(false);
  });
});

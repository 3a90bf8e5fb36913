import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:skerry/config', () => ({ default: { base: '/docs/' } }));

const { loadArticle } = await import('./article-html.ts');

/** A browser whose network answers `fetched` and whose service worker cache holds `cached`. */
function browser(options: { online: boolean; fetched?: string; cached?: [string, string] }) {
  const requests: string[] = [];
  vi.stubGlobal('navigator', { onLine: options.online });
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    if (options.fetched === undefined) throw new TypeError('Failed to fetch');
    return new Response(options.fetched);
  });
  vi.stubGlobal('caches', {
    match: async () =>
      options.cached === undefined
        ? undefined
        : new Response(`<div data-sk-article="${options.cached[0]}">${options.cached[1]}</div>`),
  });
  vi.stubGlobal('window', { location: { href: 'https://example.org/docs/' } });
  vi.stubGlobal(
    'DOMParser',
    class {
      parseFromString(text: string) {
        const inner = /<div data-sk-article="([^"]+)">(.*)<\/div>/s.exec(text);
        return {
          querySelector: (selector: string) =>
            inner && selector.includes(`"${inner[1]}"`) ? { innerHTML: inner[2] } : null,
        };
      }
    },
  );
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

// Each test loads a page of its own: a loaded article is kept for the tab's life.
describe('loadArticle', () => {
  it('online, fetches the fragment', async () => {
    const requests = browser({
      online: true,
      fetched: '<p>fresh</p>',
      cached: ['/a/', '<p>old</p>'],
    });
    await expect(loadArticle('/a/')).resolves.toBe('<p>fresh</p>');
    expect(requests).toEqual(['/docs/_articles/a/index.htm']);
  });

  it('online but failing, falls back to the cached document', async () => {
    browser({ online: true, cached: ['/c/', '<p>kept</p>'] });
    await expect(loadArticle('/c/')).resolves.toBe('<p>kept</p>');
  });

  it('offline, reads the cached document without asking the network', async () => {
    const requests = browser({ online: false, cached: ['/d/', '<p>offline copy</p>'] });
    await expect(loadArticle('/d/')).resolves.toBe('<p>offline copy</p>');
    expect(requests).toEqual([]);
  });

  it('offline with no cached document, still tries the fragment (the worker may have it)', async () => {
    const requests = browser({ online: false, fetched: '<p>from the worker</p>' });
    await expect(loadArticle('/b/')).resolves.toBe('<p>from the worker</p>');
    expect(requests).toEqual(['/docs/_articles/b/index.htm']);
  });
});

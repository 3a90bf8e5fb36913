import mdx from '@mdx-js/rollup';
import { describe, expect, it } from 'vitest';
import { cachedTransform, withoutQuery } from './cached-plugin.ts';

type Transform = (code: string, id: string) => unknown;

/** A plugin that says how often it ran; each test names its own, as the cache is process-wide. */
function counting(name: string) {
  const calls: string[] = [];
  const plugin = {
    name,
    transform: (code: string, id: string) => {
      calls.push(id);
      return { code: `/* ${id} */ ${code}`, map: null };
    },
  };
  return { plugin, calls };
}

describe('cachedTransform', () => {
  it('transforms a module once per id and code', async () => {
    const { plugin, calls } = counting(`whole-id-${Math.random()}`);
    const transform = cachedTransform(plugin).transform as Transform;
    const first = await transform('a', '/page.mdx');
    expect(await transform('a', '/page.mdx')).toBe(first);
    await transform('a', '/page.mdx?__react-router-build-client-route');
    await transform('b', '/page.mdx');
    expect(calls).toEqual([
      '/page.mdx',
      '/page.mdx?__react-router-build-client-route',
      '/page.mdx',
    ]);
  });

  it('reuses a file’s result for its queried ids when told the query does not matter', async () => {
    const { plugin, calls } = counting(`without-query-${Math.random()}`);
    const transform = cachedTransform(plugin, withoutQuery).transform as Transform;
    const first = await transform('a', '/page.mdx?__react-router-build-client-route');
    expect(await transform('a', '/page.mdx')).toBe(first);
    // Another source of the same file is compiled again.
    await transform('b', '/page.mdx');
    expect(calls).toEqual(['/page.mdx?__react-router-build-client-route', '/page.mdx']);
  });

  it('relies on @mdx-js/rollup compiling the file whatever the query', async () => {
    const plugin = mdx({});
    const transform = (plugin.transform as unknown as Transform).bind(plugin);
    const source = '# Title\n\nProse with *emphasis*.\n';
    const plain = (await transform(source, '/docs/page.mdx')) as { code: string };
    const queried = (await transform(
      source,
      '/docs/page.mdx?__react-router-build-client-route',
    )) as {
      code: string;
    };
    expect(plain.code).toContain('Title');
    expect(queried.code).toBe(plain.code);
  });
});

import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url.ts';
import { encodeReserved, encodeUnreserved } from './encode.ts';
import { appendQuery } from './query-string.ts';
import { expandTemplate } from './url-template.ts';

describe('expandTemplate', () => {
  it.each([
    ['/items{/id}', { id: 42 }, '/items/42'],
    ['/items{/id}', {}, '/items'],
    ['/items{/id}', { id: null }, '/items'],
    ['/items{/id}', { id: '' }, '/items/'],
    ['/items/{id}', { id: 'a b' }, '/items/a%20b'],
    ['/items/{id}', { id: 'a/b' }, '/items/a%2Fb'],
    ['/items/{id}', { id: 'café' }, '/items/caf%C3%A9'],
    ['/items/{id}', { id: "it's (1)!*" }, '/items/it%27s%20%281%29%21%2A'],
    ['/items/{id}', { id: '~keep-._' }, '/items/~keep-._'],
    ['/items{?page,limit}', { page: 2, limit: 10 }, '/items?page=2&limit=10'],
    ['/items{?page,limit}', { limit: 10 }, '/items?limit=10'],
    ['/items{?page,limit}', {}, '/items'],
    ['/items{?q}', { q: 'red & blue' }, '/items?q=red%20%26%20blue'],
    ['/items{?q}', { q: '' }, '/items?q='],
    ['/items?fixed=1{&page}', { page: 3 }, '/items?fixed=1&page=3'],
    ['/items{?tags}', { tags: ['a', 'b'] }, '/items?tags=a,b'],
    ['/items{?tags*}', { tags: ['a', 'b'] }, '/items?tags=a&tags=b'],
    ['/items{?tags*}', { tags: [] }, '/items'],
    ['/files{/path*}', { path: ['docs', 'a b'] }, '/files/docs/a%20b'],
    ['{+base}/items', { base: 'https://api.example.org/v1' }, 'https://api.example.org/v1/items'],
    ['{+path}', { path: '/a b/%2F' }, '/a%20b/%2F'],
    ['/items/{id:3}', { id: 'abcdef' }, '/items/abc'],
    ['/x{.format}', { format: 'json' }, '/x.json'],
    ['/x{;v}', { v: 1 }, '/x;v=1'],
    ['/x{#section}', { section: 'a/b' }, '/x#a/b'],
    ['/on/{day}', { day: new Date('2025-01-02T03:04:05Z') }, '/on/2025-01-02T03%3A04%3A05.000Z'],
  ])('%s with %o → %s', (template, params, expected) => {
    expect(expandTemplate(template, params).url).toBe(expected);
  });

  it('lists every name it mentions as consumed, set or not', () => {
    const { consumed } = expandTemplate('/items{/id}{?page}', { page: 1 });
    expect([...consumed].sort()).toEqual(['id', 'page']);
  });

  it.each([
    ['/items/{id}', {}],
    ['/items/{id}', { id: null }],
    ['/items/{id}', { id: '' }],
    ['{+base}/items', {}],
  ])('%s with %o throws, naming the variable', (template, params) => {
    expect(() => expandTemplate(template, params)).toThrow(
      `URL template "${template}" needs a value for`,
    );
  });

  it.each(['/items/{id', '/items/{i d}', '/items/{}'])('rejects the malformed template %s', (t) => {
    expect(() => expandTemplate(t, { id: 1, 'i d': 1 })).toThrow(/URL template/);
  });

  it('refuses objects as values', () => {
    expect(() => expandTemplate('/x/{id}', { id: { a: 1 } as never })).toThrow(TypeError);
  });
});

describe('appendQuery', () => {
  it('repeats list items, drops null and undefined, encodes keys and values', () => {
    expect(
      appendQuery('/items', {
        tag: ['a', null as never, 'b c'],
        gone: undefined,
        none: null,
        'k y': 'v',
      }),
    ).toBe('/items?tag=a&tag=b%20c&k%20y=v');
  });

  it('continues an existing query and keeps the fragment last', () => {
    expect(appendQuery('/items?x=1#top', { y: 2 })).toBe('/items?x=1&y=2#top');
    expect(appendQuery('/items?', { y: 2 })).toBe('/items?y=2');
  });

  it('leaves the URL alone when nothing is left to add', () => {
    expect(appendQuery('/items', { a: undefined })).toBe('/items');
  });
});

describe('buildUrl', () => {
  it('sends only the parameters the template did not use as the query string', () => {
    expect(buildUrl('/items{/id}', { id: 7, page: 2, sort: ['name', 'date'], empty: null })).toBe(
      '/items/7?page=2&sort=name&sort=date',
    );
  });

  it('does not repeat a mentioned but unset parameter in the query', () => {
    expect(buildUrl('/items{/id}', { id: undefined, page: 1 })).toBe('/items?page=1');
  });
});

describe('encoding', () => {
  it('encodes RFC 3986 sub-delimiters that encodeURIComponent leaves', () => {
    expect(encodeUnreserved("!'()*")).toBe('%21%27%28%29%2A');
  });

  it('keeps reserved characters and existing escapes in reserved expansion', () => {
    expect(encodeReserved('/a?b=[1]&c=%2F d')).toBe('/a?b=[1]&c=%2F%20d');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, parseRequestTarget } from './request-target.ts';

describe('parseRequestTarget', () => {
  it.each([
    ['/', '/', ''],
    ['/a/b/', '/a/b/', ''],
    ['/a/b', '/a/b', ''],
    ['/a/b/?x=1&y=%20', '/a/b/', '?x=1&y=%20'],
    ['/caf%C3%A9/', '/café/', ''],
    ['/a%20b', '/a b', ''],
    ['/?', '/', '?'],
    ['/a/..b/', '/a/..b/', ''],
    ['/a/b.html?next=//evil.example', '/a/b.html', '?next=//evil.example'],
  ])('reads %s as path %s and query %s', (url, pathname, search) => {
    expect(parseRequestTarget(url)).toEqual({ ok: true, pathname, search });
  });

  it.each([
    // Not a path at all.
    [undefined, 400],
    ['', 400],
    ['*', 400],
    ['http://evil.example/a/b/', 400],
    ['a/b/', 400],
    ['/a#top', 400],
    // Malformed escapes.
    ['/%E0%A4%A', 404],
    ['/%', 404],
    ['/a%zz', 404],
    ['/%C3', 404],
    // NUL, other control characters, backslashes: raw and encoded.
    ['/a%00b', 400],
    ['/%00index.html', 400],
    ['/a%0d%0aSet-Cookie:%20x=1', 400],
    ['/a%7f', 400],
    ['/a\\..\\..\\secret.txt', 400],
    ['/..%5c..%5csecret.txt', 400],
    ['/%5C%5Cevil.example', 400],
    // Traversal and its encodings.
    ['/..', 404],
    ['/../secret.txt', 404],
    ['/a/../../secret.txt', 404],
    ['/a/./b/', 404],
    ['/%2e%2e/secret.txt', 404],
    ['/%2E%2E/secret.txt', 404],
    ['/.%2e/secret.txt', 404],
    ['/%2e/a/', 404],
    ['/%2e%2e%2fsecret.txt', 404],
    ['/a%2F..%2F..%2Fsecret.txt', 404],
    ['/a%2fb', 404],
    ['/%252e%252e/secret.txt', 404],
    ['/%252e%252e%252fsecret.txt', 404],
    ['/a%2541', 404],
    // Empty segments, which would make `//host` out of a redirect.
    ['//evil.example', 404],
    ['//evil.example/a/b', 404],
    ['///evil.example', 404],
    ['/a//b/', 404],
    ['/%2f%2fevil.example', 404],
  ] as const)('refuses %s with %i', (url, status) => {
    const result = parseRequestTarget(url);
    expect(result.ok).toBe(false);
    expect(result.ok ? 200 : result.status).toBe(status);
  });

  it('refuses URLs longer than the limit with 414, and accepts one at the limit', () => {
    const atLimit = `/${'a'.repeat(MAX_URL_LENGTH - 1)}`;
    expect(atLimit).toHaveLength(2048);
    expect(parseRequestTarget(atLimit).ok).toBe(true);
    expect(parseRequestTarget(`${atLimit}a`)).toMatchObject({ ok: false, status: 414 });
    expect(parseRequestTarget(`/?q=${'%20'.repeat(700)}`)).toMatchObject({ status: 414 });
  });
});

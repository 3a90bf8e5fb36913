import { describe, expect, it } from 'vitest';
import { sameOriginLocation } from './location.ts';

describe('sameOriginLocation', () => {
  it.each([
    ['/', '', '/'],
    ['/a/b/', '?x=1&y=%20', '/a/b/?x=1&y=%20'],
    ['/café/', '', '/caf%C3%A9/'],
    ['/a b/', '', '/a%20b/'],
    ['/a?b/', '', '/a%3Fb/'],
    ['/a#b/', '', '/a%23b/'],
    ['/evil.example:80/', '', '/evil.example%3A80/'],
    ['/a/', '?next=//evil.example/"<x>', '/a/?next=//evil.example/%22%3Cx%3E'],
    ['/a/', '?q=\u00e9', '/a/?q=%C3%A9'],
  ])('%s with %s becomes %s', (pathname, search, location) => {
    expect(sameOriginLocation(pathname, search)).toBe(location);
  });

  it.each(['//evil.example/', 'evil.example/', '', '//'])(
    'refuses %s, which would not be a path on this origin',
    (pathname) => {
      expect(() => sameOriginLocation(pathname, '')).toThrow(/not on this origin/);
    },
  );
});

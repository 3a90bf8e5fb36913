import { describe, expect, it } from 'vitest';
import { contentTypeFor } from './content-types.ts';

describe('contentTypeFor', () => {
  it.each([
    ['pagefind/pagefind.en_93fc2b1e7e.pf_meta', 'application/octet-stream'],
    ['pagefind/fragment/en_0123abc.pf_fragment', 'application/octet-stream'],
    ['pagefind/index/en_0123abc.pf_index', 'application/octet-stream'],
    ['pagefind/wasm.en.pagefind', 'application/octet-stream'],
    ['pagefind/wasm.unknown.pagefind', 'application/octet-stream'],
    ['assets/runtime.WASM', 'application/wasm'],
  ])('%s: %s', (relative, type) => {
    expect(contentTypeFor(relative)).toBe(type);
  });

  it.each([
    'index.html',
    'assets/x.js',
    'pagefind/pagefind.js',
    'favicon.svg',
    'a.pagefind/b',
    '.pf_meta',
  ])('leaves %s to sirv', (relative) => {
    expect(contentTypeFor(relative)).toBeUndefined();
  });
});

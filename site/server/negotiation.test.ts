import { describe, expect, it } from 'vitest';
import { acceptedEncodings, isSimpleRange } from './negotiation.ts';

describe('acceptedEncodings', () => {
  it.each<[string | string[] | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br; q=0.0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['BR', ['br']],
    ['brotli', []],
    ['br;q=nonsense', []],
    [
      ['gzip', 'br'],
      ['br', 'gzip'],
    ],
  ])('%j accepts %j', (header, expected) => {
    expect([...acceptedEncodings(header)]).toEqual(expected);
  });
});

describe('isSimpleRange', () => {
  it.each([
    ['bytes=0-3', true],
    ['bytes=10-', true],
    ['bytes=3-3', true],
    ['bytes=-500', false],
    ['bytes=5-2', false],
    ['bytes=0-1,4-5', false],
    ['items=0-3', false],
    ['bytes=a-b', false],
  ])('%s: %s', (header, expected) => {
    expect(isSimpleRange(header)).toBe(expected);
  });
});

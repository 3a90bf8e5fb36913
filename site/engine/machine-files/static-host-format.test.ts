import { describe, expect, it } from 'vitest';
import {
  type HeaderRule,
  encodePath,
  formatHeaders,
  formatRedirects,
  headersFor,
  parseHeaders,
  parseRedirects,
  pathMatches,
} from './static-host-format.ts';

describe('the _headers format', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    {
      path: '/a/',
      headers: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': "script-src 'self'" },
    },
  ];

  it('writes indented blocks under a comment, and reads them back', () => {
    const text = formatHeaders(rules, 'Generated.\nDo not edit.');
    expect(text.startsWith('# Generated.\n# Do not edit.\n\n/*\n  X-Frame-Options: DENY\n\n')).toBe(
      true,
    );
    expect(parseHeaders(text)).toEqual(rules);
  });

  it('matches exact paths and splats, and joins a header several rules set, as the hosts do', () => {
    expect(pathMatches('/assets/*', '/assets/x.js')).toBe(true);
    expect(pathMatches('/assets/*', '/other/x.js')).toBe(false);
    expect(pathMatches('/a/', '/a/b/')).toBe(false);
    expect(pathMatches('/*.md', '/a/b/index.md')).toBe(true);
    expect(pathMatches('/*.md', '/index.md')).toBe(true);
    expect(pathMatches('/*.md', '/a/b/index.md/')).toBe(false);
    expect(pathMatches('/docs/*.md', '/index.md')).toBe(false);
    expect(pathMatches('/assets/*', '/assets/')).toBe(true);
    expect(headersFor(rules, '/a/')).toEqual({
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
      'content-security-policy': "script-src 'self'",
    });
    expect(
      headersFor([...rules, { path: '/a/', headers: { 'cache-control': 'private' } }], '/a/')[
        'cache-control'
      ],
    ).toBe('no-cache, private');
  });

  it('encodes each segment of a path', () => {
    expect(encodePath('a b/c#d/')).toBe('a%20b/c%23d/');
  });
});

describe('the _redirects format', () => {
  it('writes one rule a line, and reads them back', () => {
    const rules = [
      { from: '/a.html', to: '/a/', status: 301 },
      { from: '/index.html', to: '/', status: 301 },
    ];
    const text = formatRedirects(rules, 'Generated.');
    expect(text).toBe('# Generated.\n\n/a.html /a/ 301\n/index.html / 301\n');
    expect(parseRedirects(text)).toEqual(rules);
    expect(parseRedirects('/x /y')).toEqual([{ from: '/x', to: '/y', status: 302 }]);
  });
});

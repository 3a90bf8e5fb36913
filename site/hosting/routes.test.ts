import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectForms, resolvePlainStaticRoute, resolveRoute } from './routes.ts';
import { type SiteFiles, createSiteFiles } from './site-files.ts';
import { type Fixture, createFixture } from './test-site.ts';

let fixture: Fixture;
let files: SiteFiles;

beforeAll(() => {
  fixture = createFixture();
  files = createSiteFiles(fixture.root);
});
afterAll(() => fixture.remove());

describe('redirectForms', () => {
  it('name the other addresses of a page, and the home page has only index.html', () => {
    expect(redirectForms.map((form) => form.source('a/b/'))).toEqual([
      'a/b/index.html',
      'a/b.html',
      'a/b',
    ]);
    expect(redirectForms.map((form) => form.source(''))).toEqual(['index.html', null, null]);
  });

  it.each(['', 'a/b/', 'café/'])(
    'lead back to the page they were made from, as the server resolves them (%s)',
    (dir) => {
      for (const form of redirectForms) {
        const source = form.source(dir);
        if (source === null) continue;
        expect(form.page(source)).toBe(dir);
        expect(resolveRoute(source, files)).toEqual({ kind: 'redirect', to: dir });
      }
    },
  );
});

describe('resolveRoute', () => {
  it.each([
    ['', 'page'],
    ['a/b/', 'page'],
    ['plain.html', 'page'],
    ['404.html', 'page'],
    ['robots.txt', 'file'],
    ['assets/x-abc123.js', 'file'],
    ['nope', 'not-found'],
    ['nope.html', 'not-found'],
    ['nope/index.html', 'not-found'],
    ['a/', 'not-found'],
    ['_headers', 'not-found'],
    ['_redirects', 'not-found'],
    ['.env', 'not-found'],
  ])('%s: %s', (relative, kind) => {
    expect(resolveRoute(relative, files).kind).toBe(kind);
  });
});

describe('resolvePlainStaticRoute', () => {
  it.each([
    ['', { kind: 'page', relative: 'index.html' }],
    ['a/b/', { kind: 'page', relative: 'a/b/index.html' }],
    // The page's own address is left for the page to correct: a plain host serves the file.
    ['a/b/index.html', { kind: 'page', relative: 'a/b/index.html' }],
    ['index.html', { kind: 'page', relative: 'index.html' }],
    ['a/b', { kind: 'redirect', to: 'a/b/' }],
    ['robots.txt', { kind: 'file', relative: 'robots.txt' }],
    ['a/', { kind: 'not-found' }],
    // The build's redirect page for hosts without rules.
    ['a/b.html', { kind: 'page', relative: 'a/b.html' }],
    ['nope', { kind: 'not-found' }],
    ['_headers', { kind: 'not-found' }],
    ['.env', { kind: 'not-found' }],
  ])('%s', (relative, expected) => {
    expect(resolvePlainStaticRoute(relative, files)).toMatchObject(expected);
  });
});

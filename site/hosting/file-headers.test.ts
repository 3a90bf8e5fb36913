import { describe, expect, it } from 'vitest';
import { fileHeaders } from './file-headers.ts';

describe('fileHeaders', () => {
  it('gives a page its type, its own policy and no caching without asking', () => {
    expect(
      fileHeaders({ kind: 'page', relative: 'a/index.html' }, () => "script-src 'self'"),
    ).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "script-src 'self'",
      'Cache-Control': 'no-cache',
    });
  });

  it('asks for a policy that lets the site frame the page only for the workbench’s story page', () => {
    const asked: boolean[] = [];
    const policy = (framed: boolean) => (asked.push(framed), '');
    fileHeaders({ kind: 'page', relative: 'storybook/iframe.html' }, policy);
    fileHeaders({ kind: 'page', relative: 'storybook/index.html' }, policy);
    fileHeaders({ kind: 'page', relative: 'a/iframe.html' }, policy);
    expect(asked).toEqual([true, false, false]);
  });

  it('computes the policy of pages only', () => {
    const policy = () => {
      throw new Error('not a page');
    };
    expect(fileHeaders({ kind: 'file', relative: 'assets/x-1.js' }, policy)).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('sends no policy with a page that carries its own', () => {
    expect(fileHeaders({ kind: 'page', relative: 'a/index.html' }, () => null)).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  });

  it.each([
    ['a/index.md', 'text/markdown; charset=utf-8', 'no-cache'],
    ['llms.txt', 'text/plain; charset=utf-8', 'public, max-age=3600'],
    ['pagefind/fragment/en_1.pf_fragment', 'application/octet-stream', 'public, max-age=3600'],
  ])('sets the type of %s where sirv would send none or no charset', (relative, type, cache) => {
    expect(fileHeaders({ kind: 'file', relative }, () => '')).toEqual({
      'Content-Type': type,
      'Cache-Control': cache,
    });
  });
});

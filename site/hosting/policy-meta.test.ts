import { describe, expect, it } from 'vitest';
import { metaPolicy, policyInPage, policyMeta } from './policy-meta.ts';

const policy =
  "default-src 'self'; script-src 'self' 'sha256-a+b/c='; frame-ancestors 'none'; object-src 'none'";

describe('metaPolicy', () => {
  it('leaves out what only a header can carry', () => {
    expect(metaPolicy(policy)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a+b/c='; object-src 'none'",
    );
    expect(metaPolicy("sandbox; report-uri /r; FRAME-ANCESTORS 'self'; img-src data:")).toBe(
      'img-src data:',
    );
  });
});

describe('policyInPage', () => {
  const page = (head: string, body = '') =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

  it('reads back the policy the element carries', () => {
    expect(policyInPage(page(policyMeta(policy)))).toBe(metaPolicy(policy));
    expect(policyInPage(page(policyMeta(`img-src "x" &`)))).toBe('img-src "x" &');
  });

  it('finds it whatever the case and quotes of the attributes', () => {
    expect(policyInPage(page(`<META HTTP-EQUIV=content-security-policy CONTENT='a'>`))).toBe('a');
  });

  it('finds none in a page without one, in other meta elements or in the body', () => {
    expect(policyInPage(page('<meta name="description" content="x">'))).toBeNull();
    expect(policyInPage(page('', policyMeta(policy)))).toBeNull();
    expect(policyInPage('no page at all')).toBeNull();
  });
});

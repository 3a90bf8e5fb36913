import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '../../hosting/csp.ts';
import { metaPolicy, policyInPage } from '../../hosting/policy-meta.ts';
import { withPagePolicy } from './page-policy.ts';

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A</title><script>a()</script></head><body><script type="module">b()</script></body></html>`;

describe('withPagePolicy', () => {
  it('puts the page’s policy first after the charset, before any script', () => {
    const html = withPagePolicy(page);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<title>'),
    );
    expect(
      html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta '),
    ).toBe(true);
  });

  it('allows exactly the page’s inline scripts, without what a meta cannot carry', () => {
    const own = policyInPage(withPagePolicy(page))!;
    expect(own).toBe(metaPolicy(contentSecurityPolicy(page)));
    for (const hash of inlineScriptHashes(page)) expect(own).toContain(hash);
    expect(own).not.toContain('frame-ancestors');
  });

  it('adds the configured services’ sources', () => {
    const own = policyInPage(withPagePolicy(page, { 'script-src': ['https://t.example'] }))!;
    expect(own).toMatch(/script-src [^;]*https:\/\/t\.example/);
  });

  it('goes right after the head’s tag when the charset does not come first', () => {
    expect(withPagePolicy('<html><head><title>A</title></head></html>')).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><title>/,
    );
  });
});

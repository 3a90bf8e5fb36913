import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.ts';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it.each<[string, string, string[]]>([
    ['one inline script', '<script>window.a = 1;</script>', ['window.a = 1;']],
    ['upper case and a spaced end tag', '<SCRIPT>a()</SCRIPT >', ['a()']],
    ['attributes', '<script type="module" async="">import "/x.js";</script>', ['import "/x.js";']],
    ['an external script', '<script src="/x.js"></script>', []],
    ['an unquoted src', '<script defer src=/x.js></script>', []],
    ['an upper-case SRC', "<script SRC='/x.js'></script>", []],
    ['data-src is not src', '<script data-src="/x.js">b()</script>', ['b()']],
    ['a > inside an attribute', '<script data-x="a>b">c()</script>', ['c()']],
    [
      'JSON-LD data blocks',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      ['{"@type":"WebSite"}'],
    ],
    [
      'CRLF as the parser normalises it',
      '<script>a();\r\nb();\rc();</script>',
      ['a();\nb();\nc();'],
    ],
    ['non-ASCII text as UTF-8', '<script>t("é — ✓")</script>', ['t("é — ✓")']],
    ['an empty script', '<script></script>', ['']],
    [
      'several, with duplicates once',
      '<script>x()</script><p></p><script>y()</script><script>x()</script>',
      ['x()', 'y()'],
    ],
    ['no scripts', '<p>script</p><noscript>no</noscript>', []],
  ])('%s', (_name, html, texts) => {
    expect(inlineScriptHashes(html)).toEqual(texts.map(hash));
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(
    '<script>window.a = 1;</script><script src="/x.js"></script>',
  );
  const directives = new Map(
    policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );

  it.each([
    ['default-src', "'self'"],
    ['script-src', `'self' 'wasm-unsafe-eval' ${hash('window.a = 1;')}`],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ])('sets %s to %s', (name, value) => {
    expect(directives.get(name)).toBe(value);
  });

  it('has exactly those directives and never unsafe-inline or unsafe-eval for scripts', () => {
    expect(directives.size).toBe(13);
    expect(directives.get('script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  });
});

describe('contentSecurityPolicy of a page the site frames', () => {
  it('lets only the site’s own pages frame it, and changes nothing else', () => {
    const html = '<script>go()</script>';
    const framed = contentSecurityPolicy(html, {}, true);
    expect(framed).toContain("frame-ancestors 'self';");
    expect(framed.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(
      contentSecurityPolicy(html),
    );
  });
});

describe('contentSecurityPolicy with third-party services', () => {
  const policy = contentSecurityPolicy('<script>go()</script>', {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com'],
  });

  it('adds each source after the site’s own, in its directive only', () => {
    expect(policy).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${hash('go()')} https://www.googletagmanager.com;`,
    );
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com;");
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).toContain("default-src 'self';");
  });
});

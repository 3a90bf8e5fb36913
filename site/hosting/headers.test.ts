import { describe, expect, it } from 'vitest';
import { cacheControlFor, securityHeaders } from './headers.ts';

describe('cacheControlFor', () => {
  it.each([
    ['assets/root-AbC123xy.js', 'public, max-age=31536000, immutable'],
    ['assets/fonts/x-1.woff2', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['a/b/index.html', 'no-cache'],
    ['a/b/', 'no-cache'],
    ['', 'no-cache'],
    ['404.html', 'no-cache'],
    // A page as Markdown, like the page.
    ['a/b/index.md', 'no-cache'],
    ['index.md', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['llms.txt', 'public, max-age=3600'],
    ['favicon.svg', 'public, max-age=3600'],
    ['robots.txt', 'public, max-age=3600'],
    ['manifest.webmanifest', 'public, max-age=3600'],
    ['pagefind/pagefind.js', 'public, max-age=3600'],
    ['a/assets/x.js', 'public, max-age=3600'],
    // The workbench's bundles have hashed names too; its other files do not.
    ['storybook/assets/iframe-B3M-gLsW.js', 'public, max-age=31536000, immutable'],
    ['storybook/sb-manager/runtime.js', 'public, max-age=3600'],
    ['storybook/iframe.html', 'no-cache'],
  ])('%s: %s', (relative, expected) => {
    expect(cacheControlFor(relative)).toBe(expected);
  });
});

describe('securityHeaders', () => {
  it('denies powerful features in Permissions-Policy', () => {
    const policy = securityHeaders['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // Chromium reports unknown features as console errors on every page.
    expect(policy).not.toContain('interest-cohort');
  });
});

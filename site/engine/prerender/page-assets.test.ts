import { describe, expect, it } from 'vitest';
import { pageAssets } from './page-assets.ts';

describe('pageAssets', () => {
  it('lists stylesheets, preloaded and loaded modules, and the inline script’s imports, once', () => {
    const html = [
      '<link rel="stylesheet" href="/docs/assets/root-a1.css">',
      '<link rel="modulepreload" href="/docs/assets/entry.client-b2.js">',
      '<link rel="modulepreload" href="/docs/assets/root-c3.js">',
      '<link rel="icon" href="/docs/favicon.svg">',
      '<script type="module">import "/docs/assets/manifest-d4.js";',
      'import * as route0 from "/docs/assets/root-c3.js";</script>',
      '<a href="/docs/guide.js">not a script</a>',
    ].join('\n');
    expect(pageAssets(html)).toEqual([
      '/docs/assets/root-a1.css',
      '/docs/assets/entry.client-b2.js',
      '/docs/assets/root-c3.js',
      '/docs/assets/manifest-d4.js',
    ]);
  });
});

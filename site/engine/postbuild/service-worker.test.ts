import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedOnUse, writeServiceWorker } from './service-worker.ts';

describe('what the worker caches as it is used', () => {
  it('matches the search index and icon modules by whole URL, under the base only', () => {
    const { search, icons } = cachedOnUse('/docs/');
    expect(search.test('https://skerry.design/docs/pagefind/pagefind-entry.json')).toBe(true);
    expect(search.test('http://localhost:4173/docs/pagefind/fragment/en_1a2b.pf_fragment')).toBe(
      true,
    );
    expect(icons.test('https://skerry.design/docs/assets/icons/download-Bx1c2d.js')).toBe(true);

    expect(search.test('https://skerry.design/pagefind/pagefind.js')).toBe(false);
    expect(search.test('https://skerry.design/docs/guide/pagefind/')).toBe(false);
    expect(icons.test('https://skerry.design/docs/assets/code-Bx1c2d.js')).toBe(false);
  });

  it('matches the workbench, which it leaves to the network, under the base only', () => {
    const { workbench } = cachedOnUse('/docs/');
    expect(workbench.test('https://skerry.design/docs/storybook/iframe.html?id=x')).toBe(true);
    expect(workbench.test('https://skerry.design/docs/storybook/assets/iframe-1.js')).toBe(true);
    expect(workbench.test('https://skerry.design/storybook/')).toBe(false);
    expect(workbench.test('https://skerry.design/docs/guide/storybook/')).toBe(false);
  });

  it('treats the base as text, not as a pattern', () => {
    const { search } = cachedOnUse('/a.b/');
    expect(search.test('https://skerry.design/a.b/pagefind/x')).toBe(true);
    expect(search.test('https://skerry.design/axb/pagefind/x')).toBe(false);
  });
});

describe('the precache', () => {
  it('holds the shell and the hashed assets, and nothing of the workbench', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-sw-'));
    try {
      const files = [
        'assets/root-AbC123.js',
        '404.html',
        'favicon.svg',
        'manifest.webmanifest',
        'storybook/assets/iframe-XyZ789.js',
        'storybook/sb-manager/runtime.js',
        'storybook/index.html',
      ];
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
        fs.writeFileSync(path.join(dist, file), 'x');
      }
      const { precached } = await writeServiceWorker({
        distDir: dist,
        base: '/',
        killSwitch: false,
      });
      const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
      expect(precached).toBe(4);
      expect(worker).toContain('/assets/root-AbC123.js');
      expect(worker).not.toContain('iframe-XyZ789');
      expect(worker).not.toContain('sb-manager');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

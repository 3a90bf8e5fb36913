import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveIntoPlace, redirectPage } from './postbuild.ts';
import { killSwitchWorker } from './service-worker.ts';

describe('redirectPage', () => {
  it('sends readers and crawlers to the canonical URL without JavaScript', () => {
    const html = redirectPage('/core-components/button/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/core-components/button/">');
    expect(html).toContain('<link rel="canonical" href="/core-components/button/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('gives the canonical link as an absolute URL when the production host is known', () => {
    const html = redirectPage('/a/', 'https://skerry.design/a/');
    expect(html).toContain('<link rel="canonical" href="https://skerry.design/a/">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/a/">');
  });

  it('escapes the target', () => {
    expect(redirectPage('/a/"><script>x</script>/')).not.toContain('<script>');
  });
});

describe('moveIntoPlace', () => {
  it('replaces the last build with the new one, and deletes the last one', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-move-'));
    const from = path.join(root, 'build', 'client');
    const to = path.join(root, 'dist');
    fs.mkdirSync(path.join(from, 'a'), { recursive: true });
    fs.writeFileSync(path.join(from, 'a', 'index.html'), 'new');
    fs.mkdirSync(path.join(to, 'gone'), { recursive: true });
    fs.writeFileSync(path.join(to, 'gone', 'index.html'), 'old');
    try {
      await moveIntoPlace(from, to);
      expect(fs.readFileSync(path.join(to, 'a', 'index.html'), 'utf8')).toBe('new');
      expect(fs.existsSync(path.join(to, 'gone'))).toBe(false);
      expect(fs.readdirSync(path.join(root, 'build'))).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the kill-switch worker', () => {
  it('clears every cache, unregisters and reloads the open pages', async () => {
    const handlers = new Map<string, (event: { waitUntil(p: Promise<unknown>): void }) => void>();
    const deleted: string[] = [];
    const navigated: string[] = [];
    let skipped = false;
    let unregistered = false;
    const self = {
      addEventListener: (type: string, handler: never) => handlers.set(type, handler),
      skipWaiting: () => (skipped = true),
      registration: { unregister: async () => (unregistered = true) },
      clients: {
        matchAll: async () => [{ url: 'https://x/a/', navigate: (u: string) => navigated.push(u) }],
      },
    };
    const caches = {
      keys: async () => ['skerry-pages', 'workbox-precache'],
      delete: async (key: string) => deleted.push(key),
    };
    new Function('self', 'caches', killSwitchWorker)(self, caches);
    let done: Promise<unknown> = Promise.resolve();
    handlers.get('install')!({ waitUntil: () => undefined });
    handlers.get('activate')!({ waitUntil: (p) => (done = p) });
    await done;
    expect(skipped).toBe(true);
    expect(deleted).toEqual(['skerry-pages', 'workbox-precache']);
    expect(unregistered).toBe(true);
    expect(navigated).toEqual(['https://x/a/']);
  });
});

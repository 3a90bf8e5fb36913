import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  killSwitchWorker,
  manifestSlot,
  startServiceWorker,
  writeServiceWorker,
} from './service-worker.ts';
import { cachedOnUse } from './service-worker-urls.ts';

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

/** The written worker run in a stand-in of a worker's global scope, its listeners recorded. */
function runWorker(code: string, origin = 'https://skerry.design') {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const fetched: string[] = [];
  let skipped = 0;
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    skipWaiting: async () => {
      skipped += 1;
    },
    clients: { claim: async () => undefined },
    registration: { scope: `${origin}/` },
  };
  const fetchStub = async (request: Request) => {
    fetched.push(request.url);
    return new Response('from the network');
  };
  // Workbox tells a fetch event from its own options by its class.
  class FetchEvent {
    constructor(readonly request: Request) {}
    respondWith(_response: Promise<Response>) {}
    waitUntil(_promise: Promise<unknown>) {}
  }
  new Function('self', 'location', 'fetch', 'FetchEvent', code)(
    scope,
    new URL(`${origin}/`),
    fetchStub,
    FetchEvent,
  );
  const dispatch = (type: string, event: object) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  /** A fetch event as the worker gets it; says what it answered, if anything. */
  const request = async (url: string, mode: RequestMode = 'no-cors') => {
    let answer: Promise<Response> | undefined;
    const event = new FetchEvent(new Request(url, { mode }));
    event.respondWith = (response) => {
      answer = response;
    };
    dispatch('fetch', event);
    return answer ? await (await answer).text() : undefined;
  };
  return { listeners, fetched, skipped: () => skipped, dispatch, request };
}

describe('the worker', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-sw-run-'));
  const built = (async () => {
    for (const file of ['assets/root-AbC123.js', '404.html']) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), 'x');
    }
    await writeServiceWorker({ distDir: dist, base: '/docs/', killSwitch: false });
    return fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  })();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('is one classic script that holds the precache list', async () => {
    const code = await built;
    expect(code).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(code).not.toContain(manifestSlot);
    expect(code).toContain('{"url":"/docs/assets/root-AbC123.js","revision":null}');
    expect(code).not.toMatch(/process\.env/);
  });

  it('installs, activates and answers fetches, and waits for the page to let it take over', async () => {
    const worker = runWorker(await built);
    expect([...worker.listeners.keys()].sort()).toEqual([
      'activate',
      'fetch',
      'install',
      'message',
    ]);
    worker.dispatch('message', {
      data: { type: 'CACHE_URLS', payload: { urlsToCache: [] } },
      waitUntil: () => undefined,
    });
    expect(worker.skipped()).toBe(0);
    worker.dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(worker.skipped()).toBe(1);
  });

  it('leaves the workbench to the network and answers nothing outside its routes', async () => {
    const worker = runWorker(await built);
    expect(await worker.request('https://skerry.design/docs/storybook/iframe.html')).toBe(
      'from the network',
    );
    expect(worker.fetched).toEqual(['https://skerry.design/docs/storybook/iframe.html']);
    expect(await worker.request('https://skerry.design/docs/og/home.png')).toBeUndefined();
    expect(await worker.request('https://skerry.design/storybook/iframe.html')).toBeUndefined();
  });

  it('is the kill switch alone when the kill switch is on, and starts no bundle', async () => {
    expect(startServiceWorker({ base: '/', offline: { killSwitch: true } })).toBeUndefined();
    const killed = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-sw-kill-'));
    try {
      const { precached } = await writeServiceWorker({
        distDir: killed,
        base: '/',
        killSwitch: true,
      });
      expect(precached).toBe(0);
      expect(fs.readFileSync(path.join(killed, 'sw.js'), 'utf8')).toBe(killSwitchWorker);
    } finally {
      fs.rmSync(killed, { recursive: true, force: true });
    }
  });
});

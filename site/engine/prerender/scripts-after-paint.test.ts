import { describe, expect, it } from 'vitest';
import type { AppBootstrap } from '../../app/first-visit/load-app.ts';
import { withScriptsAfterPaint } from './scripts-after-paint.ts';

/** A page as React Router's `<Scripts>` leaves it, reduced to what the rewrite reads. */
const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>',
  '<link rel="modulepreload" href="/assets/react-b2.js"/>',
  '<link rel="stylesheet" href="/assets/root-c3.css"/></head><body><main>Text</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">window.__reactRouterManifest={"version":"1"};',
  'import * as route0 from "/assets/root-d4.js";',
  'import * as route1 from "/assets/page-e5.js";',
  'window.__reactRouterRouteModules = {"root":route0,"page":route1};',
  'import("/assets/entry.client-a1.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('\n');

const bootstrapOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('withScriptsAfterPaint', () => {
  const firstVisit = '/assets/first-visit-f6.js';
  const html = withScriptsAfterPaint(page, 'core/index.html', firstVisit);

  it('keeps no module preload or static import that the browser would fetch before painting', () => {
    const outsideTemplate = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outsideTemplate).not.toContain('modulepreload');
    expect(bootstrapOf(html)).not.toMatch(/import \* as/);
  });

  it('keeps each preload once, inert in a template in the head', () => {
    const template = new RegExp(`<head>.*<template data-sk-preloads="">(.*?)</template>`, 's').exec(
      html,
    )?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>' +
        '<link rel="modulepreload" href="/assets/react-b2.js"/>',
    );
  });

  it('leaves the classic scripts, the stylesheet and the content as they were', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/assets/root-c3.css"/>',
      '<main>Text</main>',
      '<script>window.__reactRouterContext = {};</script>',
      '<script>window.__reactRouterContext.streamController.close();</script>',
    ])
      expect(html).toContain(kept);
  });

  /**
   * Runs the bootstrap as the browser would, with a paint-timing observer and the reader's events
   * driven by the test; the first-visit module is a stand-in that records what it is handed.
   */
  function runBootstrap(visibilityState: 'visible' | 'hidden') {
    const started: string[] = [];
    const listeners = new Map<string, ((event: unknown) => void)[]>();
    const handed: {
      wanted?: Promise<void>;
      app?: AppBootstrap;
      earlyKeys?: () => readonly unknown[];
    } = {};
    let report: ((names: string[]) => void) | undefined;
    let observed: unknown;
    class Observer {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback: (list: unknown, observer: Observer) => void) {
        report = (names) =>
          callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {
        report = undefined;
      }
    }
    const firstVisitModule = {
      start: (wanted: Promise<void>, app: AppBootstrap, earlyKeys: () => readonly unknown[]) => {
        handed.wanted = wanted;
        handed.app = app;
        handed.earlyKeys = earlyKeys;
        return Promise.resolve();
      },
    };
    const load = (url: string) => {
      started.push(url);
      return Promise.resolve(url === firstVisit ? firstVisitModule : { url });
    };
    const window: Record<string, unknown> = {};
    const code = bootstrapOf(html).replace(/import\(/g, 'load(');
    const run = new Function(
      'document',
      'PerformanceObserver',
      'load',
      'window',
      'addEventListener',
      'removeEventListener',
      `return (async () => { ${code} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(
      { visibilityState },
      Observer,
      load,
      window,
      (type: string, listener: (event: unknown) => void) =>
        listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      (type: string, listener: (event: unknown) => void) => {
        const left = (listeners.get(type) ?? []).filter((each) => each !== listener);
        if (left.length) listeners.set(type, left);
        else listeners.delete(type);
      },
    );
    return {
      started,
      handed,
      window,
      done,
      listening: () => [...listeners.keys()],
      intent: (type: string, event: unknown = { type }) => {
        for (const listener of listeners.get(type) ?? []) listener(event);
      },
      paint: (names: string[]) => report?.(names),
      observed: () => observed,
    };
  }

  /** Lets every promise the bootstrap is waiting on settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** Whether `promise` has settled by now. */
  const settled = async (promise: Promise<unknown> | undefined) => {
    let done = false;
    void promise?.then(() => (done = true));
    await settle();
    return done;
  };

  it('starts the first-visit module at the first contentful paint, and imports nothing else', async () => {
    const run = runBootstrap('visible');
    expect(run.observed()).toEqual({ type: 'paint', buffered: true });
    run.paint(['first-paint']);
    await settle();
    expect(run.started).toEqual([]);
    run.paint(['first-contentful-paint']);
    await run.done;
    expect(run.started).toEqual([firstVisit]);
  });

  it('hands over React Router’s route modules, its entry and the rest of its bootstrap', async () => {
    const run = runBootstrap('hidden');
    await run.done;
    const app = run.handed.app!;
    expect(app.modules).toEqual(['/assets/root-d4.js', '/assets/page-e5.js']);
    expect(app.entry).toBe('/assets/entry.client-a1.js');
    expect(run.window).toEqual({});
    const [root, page] = [{ name: 'root' }, { name: 'page' }];
    app.run([root, page]);
    expect(run.window).toEqual({
      __reactRouterManifest: { version: '1' },
      __reactRouterRouteModules: { root, page },
    });
    // The entry is the loader's to import, not the bootstrap's.
    expect(run.started).toEqual([firstVisit]);
  });

  it('listens for every intent from the start, and counts one made before the paint', async () => {
    const run = runBootstrap('visible');
    expect(run.listening().sort()).toEqual(
      ['focusin', 'keydown', 'pointerdown', 'pointerover', 'scroll', 'touchstart', 'wheel'].sort(),
    );
    run.intent('pointerover');
    expect(run.listening()).toEqual(['keydown']);
    run.paint(['first-contentful-paint']);
    await run.done;
    expect(await settled(run.handed.wanted)).toBe(true);
  });

  it('keeps the keys pressed before the first-visit module runs, for it to take over', async () => {
    const run = runBootstrap('visible');
    const [slash, k] = [{ key: '/' }, { key: 'k', ctrlKey: true }];
    run.intent('keydown', slash);
    run.intent('keydown', k);
    run.paint(['first-contentful-paint']);
    await run.done;
    expect(await settled(run.handed.wanted)).toBe(true);
    expect(run.listening()).toEqual(['keydown']);
    expect(run.handed.earlyKeys!()).toEqual([slash, k]);
    // Taken over: the bootstrap no longer listens, and hands nothing twice.
    expect(run.listening()).toEqual([]);
    run.intent('keydown', { key: '/' });
    expect(run.handed.earlyKeys!()).toEqual([]);
  });

  it('starts at once in a hidden tab, which paints nothing until shown, but waits for intent', async () => {
    const run = runBootstrap('hidden');
    await run.done;
    expect(run.started).toEqual([firstVisit]);
    expect(await settled(run.handed.wanted)).toBe(false);
    run.intent('focusin');
    expect(await settled(run.handed.wanted)).toBe(true);
  });

  it('leaves a page without React Router’s bootstrap as it is', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(withScriptsAfterPaint(plain, 'plain.html', firstVisit)).toBe(plain);
  });

  it('fails naming the file when the bootstrap is not the one it knows', () => {
    expect(() =>
      withScriptsAfterPaint(page.replace(' async=""', ''), 'core/button/index.html', firstVisit),
    ).toThrow(/core\/button\/index\.html has a module script but not React Router/);
    expect(() =>
      withScriptsAfterPaint(
        page.replace(/import \* as \w+ from "[^"]+";/g, ''),
        'x.html',
        firstVisit,
      ),
    ).toThrow(/the bootstrap of x\.html imports no route module statically/);
  });
});

import { describe, expect, it } from 'vitest';
import { appFailedEvent } from '../app/first-visit/hydrated.ts';
import { deferredPreloadsAttribute, withScriptsAfterPaint } from './scripts-after-paint.ts';

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
    const template = new RegExp(
      `<head>.*<template ${deferredPreloadsAttribute}="">(.*?)</template>`,
      's',
    ).exec(html)?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>' +
        '<link rel="modulepreload" href="/assets/react-b2.js"/>',
    );
  });

  it('loads the same route modules under the same names, after the paint, then the entry', () => {
    const code = bootstrapOf(html);
    const paint = code.indexOf('first-contentful-paint');
    const routes = code.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-d4.js"), import("/assets/page-e5.js")])',
    );
    const modules = code.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"page":route1}',
    );
    const entry = code.indexOf('import("/assets/entry.client-a1.js")');
    expect(paint).toBeGreaterThanOrEqual(0);
    expect(routes).toBeGreaterThan(paint);
    expect(modules).toBeGreaterThan(routes);
    expect(entry).toBeGreaterThan(modules);
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
   * Runs the bootstrap as the browser would, with a paint-timing observer, the reader's events and
   * the first-visit module's answer driven by the test.
   */
  function runBootstrap(
    visibilityState: 'visible' | 'hidden',
    options: { failing?: string; wantedAtOnce?: boolean } = {},
  ) {
    const started: string[] = [];
    const appended: unknown[] = [];
    const dispatched: string[] = [];
    const reported: string[] = [];
    const content = { links: 2 };
    const listeners = new Map<string, () => void>();
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
      start: (wanted: Promise<void>) => (options.wantedAtOnce ? Promise.resolve() : wanted),
    };
    const load = (url: string) => {
      started.push(url);
      if (url === options.failing) return Promise.reject(new Error(`Failed to fetch ${url}`));
      return Promise.resolve(url === firstVisit ? firstVisitModule : { url });
    };
    const code = bootstrapOf(html).replace(/import\(/g, 'load(');
    const run = new Function(
      'document',
      'PerformanceObserver',
      'load',
      'window',
      'addEventListener',
      'removeEventListener',
      'dispatchEvent',
      'reportError',
      `return (async () => { ${code} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(
      {
        visibilityState,
        querySelector: (selector: string) =>
          selector === `template[${deferredPreloadsAttribute}]` ? { content } : null,
        head: { append: (node: unknown) => appended.push(node) },
      },
      Observer,
      load,
      {},
      (type: string, listener: () => void) => listeners.set(type, listener),
      (type: string) => listeners.delete(type),
      (event: Event) => dispatched.push(event.type),
      (error: Error) => reported.push(error.message),
    );
    done.catch(() => undefined);
    return {
      started,
      appended,
      dispatched,
      reported,
      content,
      done,
      listening: () => [...listeners.keys()],
      intent: (type: string) => listeners.get(type)?.(),
      paint: (names: string[]) => report?.(names),
      observed: () => observed,
    };
  }

  /** Lets every promise the bootstrap is waiting on settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts the first-visit module at the first contentful paint, the app at an intent', async () => {
    const run = runBootstrap('visible');
    expect(run.observed()).toEqual({ type: 'paint', buffered: true });
    run.paint(['first-paint']);
    await settle();
    expect(run.started).toEqual([]);
    run.paint(['first-contentful-paint']);
    await settle();
    expect(run.started).toEqual([firstVisit]);
    expect(run.appended).toEqual([]);
    run.intent('pointerover');
    await run.done;
    expect(run.listening()).toEqual([]);
    expect(run.appended).toEqual([run.content]);
    expect(run.started).toEqual([
      firstVisit,
      '/assets/root-d4.js',
      '/assets/page-e5.js',
      '/assets/entry.client-a1.js',
    ]);
  });

  it('listens for every intent from the start, and counts one made before the paint', async () => {
    const run = runBootstrap('visible');
    expect(run.listening().sort()).toEqual(
      ['focusin', 'keydown', 'pointerdown', 'pointerover', 'scroll', 'touchstart', 'wheel'].sort(),
    );
    run.intent('keydown');
    run.paint(['first-contentful-paint']);
    await run.done;
    expect(run.started).toHaveLength(4);
  });

  it('starts the app without an intent when the first-visit module wants it at once', async () => {
    const run = runBootstrap('hidden', { wantedAtOnce: true });
    await run.done;
    expect(run.started).toHaveLength(4);
  });

  it('starts at once in a hidden tab, which paints nothing until shown, but waits for intent', async () => {
    const run = runBootstrap('hidden');
    await settle();
    expect(run.started).toEqual([firstVisit]);
    run.intent('focusin');
    await run.done;
    expect(run.started).toHaveLength(4);
  });

  it('tells the first-visit module when the app’s entry cannot load', async () => {
    const run = runBootstrap('hidden', {
      wantedAtOnce: true,
      failing: '/assets/entry.client-a1.js',
    });
    await run.done;
    await settle();
    expect(run.dispatched).toEqual([appFailedEvent]);
    expect(run.reported).toEqual(['Failed to fetch /assets/entry.client-a1.js']);
  });

  it('tells the first-visit module when the app cannot load, for the clicks it holds', async () => {
    const run = runBootstrap('hidden', { wantedAtOnce: true, failing: '/assets/page-e5.js' });
    await expect(run.done).rejects.toThrow('Failed to fetch /assets/page-e5.js');
    expect(run.dispatched).toEqual([appFailedEvent]);
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

import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../chunks/chunk-error.ts';
import { type AppBootstrap, deferredPreloadsAttribute, loadApp } from './load-app.ts';

function fakeDocument() {
  const content = { preloads: 2 };
  const appended: unknown[] = [];
  const document = {
    querySelector: (selector: string) =>
      selector === `template[${deferredPreloadsAttribute}]` ? { content } : null,
    head: { append: (node: unknown) => appended.push(node) },
  } as unknown as Document;
  return { document, content, appended };
}

function bootstrap() {
  const ran: unknown[][] = [];
  const app: AppBootstrap = {
    modules: ['/assets/root-a1.js', '/assets/page-b2.js'],
    entry: '/assets/entry.client-c3.js',
    run: (modules) => void ran.push(modules),
  };
  return { app, ran };
}

describe('loadApp', () => {
  it('releases the preloads, loads the route modules, runs the bootstrap, then the entry', async () => {
    const { document, content, appended } = fakeDocument();
    const { app, ran } = bootstrap();
    const loaded: string[] = [];
    const failure = await loadApp(app, document, async (url) => {
      loaded.push(url);
      // The entry comes only after the bootstrap has put React Router's globals in place.
      if (url === app.entry) expect(ran).toHaveLength(1);
      return { url };
    });
    expect(failure).toBeUndefined();
    expect(appended).toEqual([content]);
    expect(loaded).toEqual([...app.modules, app.entry]);
    expect(ran).toEqual([[{ url: '/assets/root-a1.js' }, { url: '/assets/page-b2.js' }]]);
  });

  it('names the route module that failed, and runs nothing after it', async () => {
    const { document } = fakeDocument();
    const { app, ran } = bootstrap();
    const failure = await loadApp(app, document, async (url) => {
      if (url === '/assets/page-b2.js') throw new ChunkLoadError(url, 'failed');
      return {};
    });
    expect(failure?.message).toBe('Loading chunk page-b2 failed');
    expect(ran).toEqual([]);
  });

  it('names the entry when it times out, and loads again when asked', async () => {
    const { document } = fakeDocument();
    const { app } = bootstrap();
    let entryArrives = false;
    const load = async (url: string) => {
      if (url === app.entry && !entryArrives) throw new ChunkLoadError(url, 'timeout');
      return {};
    };
    const failure = await loadApp(app, document, load);
    expect(failure).toMatchObject({ chunk: 'entry.client-c3', reason: 'timeout' });
    entryArrives = true;
    expect(await loadApp(app, document, load)).toBeUndefined();
  });

  it('lets an error that is not a script’s through, rather than name a chunk for it', async () => {
    const { document } = fakeDocument();
    const app: AppBootstrap = {
      ...bootstrap().app,
      run: () => {
        throw new TypeError('manifest is not defined');
      },
    };
    await expect(loadApp(app, document, async () => ({}))).rejects.toThrow(TypeError);
  });
});

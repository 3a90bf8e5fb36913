import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-error.ts';
import { createChunkStatusStore } from '../navigation/chunk-status.ts';
import { type GuardedRouter, guardRouteChunks } from './route-chunk-guard.ts';

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'layout',
        children: [
          { id: 'page:/a/', path: 'a' },
          { id: 'page:/b/', path: 'b' },
          { id: 'not-found', path: '*' },
        ],
      },
    ],
  },
];

const manifest = {
  root: { module: '/assets/root-1.js' },
  layout: { module: '/assets/layout-1.js' },
  'page:/a/': { module: '/assets/a-1.js' },
  'page:/b/': { module: '/assets/b-1.js' },
  'not-found': { module: '/assets/not-found-1.js' },
};

function setup(
  load: (url: string) => Promise<unknown>,
  gone = false,
  content?: { has: (id: string) => boolean; load: (id: string) => Promise<unknown> },
) {
  const navigate = vi.fn((_to: unknown, _options?: unknown) => Promise.resolve());
  const router: GuardedRouter = { routes, basename: '/', navigate };
  const modules: Record<string, unknown> = { root: {}, layout: {}, 'page:/a/': {} };
  const status = createChunkStatusStore();
  const assign = vi.fn();
  const claimReload = vi.fn(() => true);
  const guard = guardRouteChunks(router, {
    manifest,
    modules,
    location: () => new URL('https://skerry.test/a/'),
    load,
    isGone: () => Promise.resolve(gone),
    claimReload,
    assign,
    status,
    content,
  });
  return { router, navigate, modules, status, assign, claimReload, guard };
}

afterEach(() => vi.restoreAllMocks());

describe('guardRouteChunks', () => {
  it('navigates at once when the page is loaded already', async () => {
    const load = vi.fn();
    const { router, navigate } = setup(load);
    await router.navigate('/a/', { replace: true });
    expect(load).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/a/', { replace: true });
  });

  it('loads the page script into the router cache first, then navigates', async () => {
    const module = { default: 'B' };
    const load = vi.fn(() => Promise.resolve(module));
    const { router, navigate, modules, status } = setup(load);
    const seen: string[] = [];
    status.subscribe(() => seen.push(status.get().state));
    await router.navigate('/b/');
    expect(load).toHaveBeenCalledWith('/assets/b-1.js');
    expect(modules['page:/b/']).toBe(module);
    expect(navigate).toHaveBeenCalledWith('/b/', undefined);
    expect(seen).toEqual(['loading', 'idle']);
  });

  it('resolves relative targets and path objects against the current address', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    const { router } = setup(load);
    await router.navigate('../b/');
    await router.navigate({ pathname: '/b/', hash: '#x' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the failure with a retry, and the retry navigates once the script loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn((url: string) =>
      fail ? Promise.reject(new ChunkLoadError(url, 'failed')) : Promise.resolve({}),
    );
    const { router, navigate, status, assign } = setup(load);
    await router.navigate('/b/');
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    const failed = status.get();
    // The page asked for goes with the message, for its plain link.
    expect(failed).toMatchObject({ state: 'failed', chunk: 'b-1', href: 'https://skerry.test/b/' });

    fail = false;
    if (failed.state === 'failed') failed.retry();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/b/', undefined));
    expect(status.get()).toEqual({ state: 'idle' });
  });

  it('loads the target in full when the retry fails too, as the module map may keep a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = (url: string) => Promise.reject(new ChunkLoadError(url, 'failed'));
    const { router, navigate, status, assign } = setup(load);
    await router.navigate('/b/#top');
    expect(assign).not.toHaveBeenCalled();
    const failed = status.get();
    if (failed.state === 'failed') failed.retry();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://skerry.test/b/#top'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads the target address in full, once, when its script is gone after a deploy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = (url: string) => Promise.reject(new ChunkLoadError(url, 'failed'));
    const { router, navigate, assign, claimReload, status } = setup(load, true);
    await router.navigate('/b/?q=1#top');
    expect(claimReload).toHaveBeenCalledWith('https://skerry.test/b/?q=1#top');
    expect(assign).toHaveBeenCalledWith('https://skerry.test/b/?q=1#top');
    expect(navigate).not.toHaveBeenCalled();

    claimReload.mockReturnValue(false);
    await router.navigate('/b/?q=1#top');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(status.get()).toMatchObject({ state: 'failed', chunk: 'b-1' });
  });

  it('lets only the latest navigation proceed', async () => {
    let finishB: (module: unknown) => void = () => undefined;
    const load = vi.fn(
      (url: string) =>
        new Promise((resolve) => {
          if (url.includes('/b-')) finishB = resolve;
        }),
    );
    const { router, navigate } = setup(load);
    const toB = router.navigate('/b/');
    await router.navigate('/a/');
    finishB({});
    await toB;
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/a/', undefined);
  });

  it('passes history moves straight through', async () => {
    const load = vi.fn();
    const { router, navigate } = setup(load);
    await router.navigate(-1);
    expect(navigate).toHaveBeenCalledWith(-1, undefined);
    expect(load).not.toHaveBeenCalled();
  });

  it('tells a page whose scripts are loaded from one that needs a fetch', async () => {
    const { guard } = setup((url) => Promise.resolve({ url }));
    expect(guard.isLoaded('/a/')).toBe(true);
    expect(guard.isLoaded('/b/')).toBe(false);
    await guard.prefetch('/b/');
    expect(guard.isLoaded('/b/')).toBe(true);
  });

  it('prefetches a page quietly: into the cache on success, no message on failure', async () => {
    let fail = true;
    const load = vi.fn((url: string) =>
      fail ? Promise.reject(new ChunkLoadError(url, 'failed')) : Promise.resolve({ url }),
    );
    const { guard, modules, status, navigate } = setup(load);
    await guard.prefetch('/b/');
    expect(status.get()).toEqual({ state: 'idle' });
    expect('page:/b/' in modules).toBe(false);
    fail = false;
    await guard.prefetch('/b/');
    expect(modules['page:/b/']).toEqual({ url: '/assets/b-1.js' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("removes itself, giving back React Router's navigate", () => {
    const { router, navigate, guard } = setup(vi.fn());
    guard.remove();
    expect(router.navigate).toBe(navigate);
  });

  it('loads a page’s content with its script, and fails the navigation when it fails', async () => {
    const articles = new Set<string>(['page:/a/']);
    let available = false;
    const content = {
      has: (id: string) => articles.has(id),
      load: vi.fn(async (id: string) => {
        if (!available) throw new Error('offline');
        articles.add(id);
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router, navigate, status } = setup(() => Promise.resolve({}), false, content);
    await router.navigate('/b/');
    expect(content.load).toHaveBeenCalledWith('page:/b/');
    expect(navigate).not.toHaveBeenCalled();
    expect(status.get().state).toBe('failed');

    available = true;
    await router.navigate('/b/');
    expect(navigate).toHaveBeenCalledWith('/b/', undefined);
    expect(articles.has('page:/b/')).toBe(true);
  });

  describe('with route discovery', () => {
    /** A router that knows /a/ only, and learns /c/ when its section is discovered. */
    function discovering(discover: (pathname: string) => Promise<unknown>) {
      const pages: RouteObject[] = [
        { id: 'page:/a/', path: 'a' },
        { id: 'not-found', path: '*' },
      ];
      const local: RouteObject[] = [
        { id: 'root', path: '/', children: [{ id: 'layout', children: pages }] },
      ];
      const navigate = vi.fn((_to: unknown, _options?: unknown) => Promise.resolve());
      const router: GuardedRouter = { routes: local, basename: '/', navigate };
      const known = new Set(['/a/']);
      const load = vi.fn(() => Promise.resolve({}));
      const status = createChunkStatusStore();
      const assign = vi.fn();
      guardRouteChunks(router, {
        manifest: { ...manifest, 'page:/c/': { module: '/assets/c-1.js' } },
        modules: { root: {}, layout: {}, 'page:/a/': {} },
        location: () => new URL('https://skerry.test/a/'),
        load,
        isGone: (url) => Promise.resolve(url.endsWith('gone.json')),
        claimReload: () => true,
        assign,
        status,
        isDiscovered: (pathname) => known.has(pathname),
        discover: async (pathname) => {
          await discover(pathname);
          known.add(pathname);
          pages.unshift({ id: 'page:/c/', path: 'c' });
        },
      });
      return { router, navigate, load, status, assign };
    }

    it('discovers a page of a section not loaded yet, then loads its script and navigates', async () => {
      const discover = vi.fn(() => Promise.resolve());
      const { router, navigate, load } = discovering(discover);
      await router.navigate('/c/');
      expect(discover).toHaveBeenCalledWith('/c/');
      expect(load).toHaveBeenCalledWith('/assets/c-1.js');
      expect(navigate).toHaveBeenCalledWith('/c/', undefined);
    });

    it('discovers nothing for a page already known', async () => {
      const discover = vi.fn(() => Promise.resolve());
      const { router, navigate } = discovering(discover);
      await router.navigate('/a/');
      expect(discover).not.toHaveBeenCalled();
      expect(navigate).toHaveBeenCalledWith('/a/', undefined);
    });

    it('says the navigation data failed like a chunk, with a retry', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = Object.assign(new Error('offline'), { url: '/assets/sections/v/s-c.json' });
      const { router, navigate, status } = discovering(() => Promise.reject(failure));
      await router.navigate('/c/');
      expect(navigate).not.toHaveBeenCalled();
      expect(status.get()).toMatchObject({ state: 'failed', chunk: 's-c.json' });
    });

    it('loads the target in full when its section file is gone with a newer deploy', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = Object.assign(new Error('404'), { url: '/assets/sections/v/gone.json' });
      const { router, navigate, assign } = discovering(() => Promise.reject(failure));
      await router.navigate('/c/');
      expect(navigate).not.toHaveBeenCalled();
      expect(assign).toHaveBeenCalledWith('https://skerry.test/c/');
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkName } from './chunk-error.ts';
import { isChunkGone } from './chunk-gone.ts';
import { loadChunk } from './load-chunk.ts';
import { claimReload } from './reload-guard.ts';

afterEach(() => vi.useRealTimers());

describe('chunkName', () => {
  it.each([
    ['/assets/button-Cx1a.js', 'button-Cx1a'],
    ['https://x.org/a/b/index-9f.mjs?v=2#h', 'index-9f'],
    ['/assets/style.css', 'style.css'],
  ])('%s → %s', (url, name) => {
    expect(chunkName(url)).toBe(name);
  });
});

describe('loadChunk', () => {
  it('resolves the module', async () => {
    const module = { default: 'page' };
    await expect(loadChunk('/assets/a.js', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('turns a failed import into "Loading chunk {name} failed", keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk('/assets/page-1a.js', () => Promise.reject(cause)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      message: 'Loading chunk page-1a failed',
      chunk: 'page-1a',
      reason: 'failed',
      cause,
    });
  });

  it('gives up after 120000 ms, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const outcome = vi.fn();
    loadChunk('/assets/slow-2b.js', () => new Promise(() => undefined)).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Loading chunk slow-2b failed', reason: 'timeout' }),
    );
  });
});

describe('isChunkGone', () => {
  it.each([
    [404, true],
    [410, true],
    [200, false],
    [503, false],
  ])('HEAD answering %i → %s', async (status, gone) => {
    const fetchImpl = vi.fn(() => Promise.resolve({ status }));
    await expect(isChunkGone('/assets/a.js', fetchImpl)).resolves.toBe(gone);
    expect(fetchImpl).toHaveBeenCalledWith('/assets/a.js', { method: 'HEAD', cache: 'no-store' });
  });

  it('says nothing is gone when there is no answer', async () => {
    await expect(
      isChunkGone('/a.js', () => Promise.reject(new TypeError('offline'))),
    ).resolves.toBe(false);
  });
});

describe('claimReload', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  }

  it('allows one reload per address within a minute', () => {
    const storage = memoryStorage();
    expect(claimReload('https://s/a/', storage, 1_000)).toBe(true);
    expect(claimReload('https://s/a/', storage, 30_000)).toBe(false);
    expect(claimReload('https://s/b/', storage, 30_000)).toBe(true);
    expect(claimReload('https://s/b/', storage, 100_000)).toBe(true);
  });

  it('refuses without usable storage rather than risk a loop', () => {
    expect(claimReload('https://s/a/', undefined)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimReload('https://s/a/', broken)).toBe(false);
  });

  it('overwrites a corrupt stored value', () => {
    const storage = memoryStorage();
    storage.setItem('skerry:chunk-reload', '{not json');
    expect(claimReload('https://s/a/', storage, 5)).toBe(true);
    expect(claimReload('https://s/a/', storage, 6)).toBe(false);
  });
});

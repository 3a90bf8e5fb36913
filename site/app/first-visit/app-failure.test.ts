import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../chunks/chunk-error.ts';
import { type AppFailureOptions, answerAppFailure } from './app-failure.ts';
import type { FailureNotice } from './failure-notice.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const failure = new ChunkLoadError('/assets/entry.client-c3.js', 'failed');

function setUp(overrides: Partial<AppFailureOptions> & { link?: string } = {}) {
  const shown: FailureNotice[] = [];
  const removed: number[] = [];
  const assigned: string[] = [];
  const linkListeners: ((href: string) => void)[] = [];
  let hydrate: () => void = () => undefined;
  const options: AppFailureOptions = {
    held: {
      link: overrides.link,
      onLink: (listener) => void linkListeners.push(listener),
    },
    hydrated: new Promise<void>((resolve) => (hydrate = resolve)),
    retry: async () => undefined,
    assign: (href) => void assigned.push(href),
    show: (notice) => {
      shown.push(notice);
      const index = shown.length - 1;
      return () => void removed.push(index);
    },
    ...overrides,
  };
  answerAppFailure(failure, options);
  return {
    shown,
    removed,
    assigned,
    clickLink: (href: string) => linkListeners.forEach((listener) => listener(href)),
    hydrate: () => hydrate(),
  };
}

describe('answerAppFailure', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the message for a link held when the app failed, naming the chunk and the page', async () => {
    const run = setUp({ link: 'https://x.test/core-components/' });
    await settle();
    expect(run.shown).toMatchObject([
      { chunk: 'entry.client-c3', href: 'https://x.test/core-components/' },
    ]);
    expect(run.assigned).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Loading chunk entry.client-c3 failed', 'failed');
  });

  it('leaves the page as it is until a link is clicked, then shows the message for it', async () => {
    const run = setUp();
    await settle();
    expect(run.shown).toEqual([]);
    run.clickLink('https://x.test/a/');
    await settle();
    run.clickLink('https://x.test/b/');
    await settle();
    expect(run.shown.map((n) => n.href)).toEqual(['https://x.test/a/', 'https://x.test/b/']);
    // One message at a time: the first went when the second came.
    expect(run.removed).toEqual([0]);
  });

  it('retries in this document, and loads the page in full only if that fails too', async () => {
    let attempts = 0;
    const run = setUp({
      link: 'https://x.test/a/',
      retry: async () => (++attempts === 1 ? undefined : failure),
    });
    await settle();
    run.shown[0]!.retry();
    await settle();
    expect(attempts).toBe(1);
    expect(run.assigned).toEqual([]);

    const again = setUp({ link: 'https://x.test/b/', retry: async () => failure });
    await settle();
    again.shown[0]!.retry();
    await settle();
    expect(again.assigned).toEqual(['https://x.test/b/']);
  });

  it('takes the message away when the app hydrates after all', async () => {
    const run = setUp({ link: 'https://x.test/a/' });
    await settle();
    run.hydrate();
    await settle();
    expect(run.removed).toEqual([0]);
    run.clickLink('https://x.test/b/');
    await settle();
    expect(run.shown).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { type OfflineEvent, emitOfflineEvent, onOfflineEvent } from './events.ts';

describe('offline events', () => {
  it('tells a late listener what it missed, then what comes, until it unsubscribes', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    emitOfflineEvent({ type: 'error', message: 'bad HTTP response code (500)' });
    emitOfflineEvent({ type: 'updated' });
    const heard: OfflineEvent[] = [];
    const unsubscribe = onOfflineEvent((event) => heard.push(event));
    expect(heard).toEqual([
      { type: 'error', message: 'bad HTTP response code (500)' },
      { type: 'updated' },
    ]);
    emitOfflineEvent({ type: 'offline' });
    unsubscribe();
    emitOfflineEvent({ type: 'online' });
    expect(heard.map((event) => event.type)).toEqual(['error', 'updated', 'offline']);
  });
});

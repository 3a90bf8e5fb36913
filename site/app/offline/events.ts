/** What the offline service worker tells the app. */
export type OfflineEvent =
  | { type: 'ready' }
  | { type: 'cached' }
  | { type: 'updated' }
  | { type: 'offline' }
  | { type: 'online' }
  | { type: 'error'; message: string };

export const offlineMessages: Record<OfflineEvent['type'], string> = {
  ready: 'Service worker is active.',
  cached: 'Content has been cached: the docs are available offline.',
  updated: 'A new version of the docs is available.',
  offline: 'No connection: showing the docs from the offline cache.',
  online: 'Connection restored.',
  error: 'Service worker error.',
};

type Listener = (event: OfflineEvent) => void;
const listeners = new Set<Listener>();
/**
 * Every event so far. The worker registers on a first visit before the app runs (decision
 * 0015), so the app's listeners subscribe later and hear first what they missed: an update
 * waiting, a registration error for analytics.
 */
const past: OfflineEvent[] = [];

/** Subscribes to offline events, past ones first; returns the unsubscribe function. */
export function onOfflineEvent(listener: Listener): () => void {
  for (const event of past) listener(event);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces an event to the app and logs it, so the worker's life is visible in the console. */
export function emitOfflineEvent(event: OfflineEvent): void {
  const message = offlineMessages[event.type];
  if (event.type === 'error') console.error(`${message} ${event.message}`);
  else console.info(message);
  past.push(event);
  for (const listener of listeners) listener(event);
}

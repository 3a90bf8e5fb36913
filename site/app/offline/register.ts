import { emitOfflineEvent } from './events.ts';

export interface Registration {
  /** Lets the waiting worker take over; the page reloads once it controls it. */
  applyUpdate(): void;
}

let registration: Promise<Registration | null> | undefined;

/**
 * Registers `sw.js` from the site base, once, in the browser only. Workbox's window library is
 * loaded here on demand, after the app is running, so it never delays the first paint.
 */
export function registerServiceWorker(base: string): Promise<Registration | null> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator))
    return Promise.resolve(null);
  registration ??= (async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(`${base}sw.js`, { scope: base });
    let reloading = false;
    wb.addEventListener('installed', (event) => {
      if (!event.isUpdate) emitOfflineEvent({ type: 'cached' });
    });
    wb.addEventListener('activated', (event) => {
      if (!event.isUpdate) emitOfflineEvent({ type: 'ready' });
    });
    wb.addEventListener('waiting', () => emitOfflineEvent({ type: 'updated' }));
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate && !reloading) {
        reloading = true;
        window.location.reload();
      }
    });
    window.addEventListener('offline', () => emitOfflineEvent({ type: 'offline' }));
    window.addEventListener('online', () => emitOfflineEvent({ type: 'online' }));
    await wb.register();
    return { applyUpdate: () => wb.messageSkipWaiting() };
  })().catch((error: unknown) => {
    emitOfflineEvent({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
  return registration;
}

import { emitOfflineEvent } from './events.ts';

export interface Registration {
  /** Lets the waiting worker take over; the page reloads once it controls it. */
  applyUpdate(): void;
}

/** A long-open tab still learns of a new deploy. */
const updateCheckIntervalMs = 60 * 60 * 1000;

let registration: Promise<Registration | null> | undefined;

/**
 * Follows a newly found worker: the first one makes the site available offline; any later one
 * is an update, waiting until the reader accepts it.
 */
function watchInstalling(worker: ServiceWorker, isUpdate: boolean): void {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') emitOfflineEvent({ type: isUpdate ? 'updated' : 'cached' });
  });
}

/**
 * Registers `sw.js` from the site base, once, in the browser only, after the app is running so
 * it never delays the first paint. Written on the plain Service Worker API: an update is any
 * installed worker while another controls the page, however the update was found (navigation,
 * the hourly check, another tab).
 */
export function registerServiceWorker(base: string): Promise<Registration | null> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator))
    return Promise.resolve(null);
  registration ??= (async () => {
    const container = navigator.serviceWorker;
    const reg = (await container.register(`${base}sw.js`, { scope: base })) as
      ServiceWorkerRegistration | undefined;
    // Some browsers and automation disable workers without failing the call.
    if (!reg) return null;
    if (reg.waiting && container.controller) emitOfflineEvent({ type: 'updated' });
    if (reg.installing) watchInstalling(reg.installing, Boolean(container.controller));
    reg.addEventListener('updatefound', () => {
      if (reg.installing) watchInstalling(reg.installing, Boolean(container.controller));
    });
    void container.ready.then(() => emitOfflineEvent({ type: 'ready' }));

    // Only the update the reader accepted reloads the page; the first worker taking control
    // (or one activated from another tab) leaves the page as it is.
    let accepted = false;
    let reloading = false;
    container.addEventListener('controllerchange', () => {
      if (!accepted || reloading) return;
      reloading = true;
      window.location.reload();
    });
    window.addEventListener('offline', () => emitOfflineEvent({ type: 'offline' }));
    window.addEventListener('online', () => emitOfflineEvent({ type: 'online' }));
    setInterval(() => {
      if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
    }, updateCheckIntervalMs);

    return {
      applyUpdate: () => {
        accepted = true;
        reg.waiting?.postMessage({ type: 'SKIP_WAITING' });
      },
    };
  })().catch((error: unknown) => {
    emitOfflineEvent({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
  return registration;
}

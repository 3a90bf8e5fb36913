/**
 * The app says when it has hydrated, for what a first visit held until then (decision 0015):
 * an attribute on the root element, which stays, and an event on `window`.
 */
export const hydratedAttribute = 'data-sk-hydrated';
export const hydratedEvent = 'skerry:hydrated';
/** Dispatched by the page's bootstrap when the app's modules fail to load. */
export const appFailedEvent = 'skerry:app-failed';

export function announceHydrated(): void {
  if (document.documentElement.hasAttribute(hydratedAttribute)) return;
  document.documentElement.setAttribute(hydratedAttribute, '');
  window.dispatchEvent(new Event(hydratedEvent));
}

/** Resolves `true` once the app has hydrated, `false` if it could not load. */
export function whenHydrated(): Promise<boolean> {
  if (document.documentElement.hasAttribute(hydratedAttribute)) return Promise.resolve(true);
  return new Promise((resolve) => {
    window.addEventListener(hydratedEvent, () => resolve(true), { once: true });
    window.addEventListener(appFailedEvent, () => resolve(false), { once: true });
  });
}

/**
 * The app says when it has hydrated, for what a first visit held until then (decision 0015):
 * an attribute on the root element, which stays, and an event on `window`.
 */
export const hydratedAttribute = 'data-sk-hydrated';
export const hydratedEvent = 'skerry:hydrated';

export function announceHydrated(): void {
  if (document.documentElement.hasAttribute(hydratedAttribute)) return;
  document.documentElement.setAttribute(hydratedAttribute, '');
  window.dispatchEvent(new Event(hydratedEvent));
}

/** Resolves once the app has hydrated: never, while it cannot load. */
export function whenHydrated(): Promise<void> {
  if (document.documentElement.hasAttribute(hydratedAttribute)) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(hydratedEvent, () => resolve(), { once: true });
  });
}

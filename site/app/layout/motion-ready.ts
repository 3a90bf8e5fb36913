/**
 * The main container's mark that the page has loaded (specification §4): transitions are on only
 * under it, so nothing animates while the prerendered page paints and hydrates.
 */
export const motionReadyAttribute = 'data-motion-ready';

/** Calls `ready` once the page has loaded, at once if it has; returns what cancels the wait. */
export function afterLoad(ready: () => void): () => void {
  if (document.readyState === 'complete') {
    ready();
    return () => undefined;
  }
  window.addEventListener('load', ready, { once: true });
  return () => window.removeEventListener('load', ready);
}

/**
 * Marks the prerendered main container once the page has loaded, before and without the app
 * (decision 0015): a reader who never interacts still gets the page's transitions. The app's
 * layout renders the same mark (`useMotionReady`) and keeps it.
 */
export function markMotionReadyAfterLoad(document: Document): () => void {
  // The page's one main element; the layout's id for it would bring the layout's module along.
  return afterLoad(() => document.querySelector('main')?.setAttribute(motionReadyAttribute, ''));
}

/** Events that mean a reader is about to use an island that is not yet hydrated. */
export const islandIntentEvents = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Events that mean a reader is about to use the page, which start the app on a first visit
 * (decision 0015): an island's, and a key, a wheel or a scroll.
 */
export const appIntentEvents = [...islandIntentEvents, 'keydown', 'wheel', 'scroll'] as const;

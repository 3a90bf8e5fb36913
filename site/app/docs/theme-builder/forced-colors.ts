import { useSyncExternalStore } from 'react';

const query = '(forced-colors: active)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the reader's system forces its colours (Windows contrast themes), following a change;
 * false while prerendering and hydrating, the page's own answer after.
 */
export function useForcedColors(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

import { useEffect, useState } from 'react';
import { afterLoad } from './motion-ready.ts';

/**
 * True once the page has loaded. Transitions are enabled only then, so nothing animates while
 * the prerendered page hydrates.
 */
export function useMotionReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready;
}

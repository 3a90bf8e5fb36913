import { useEffect, useState } from 'react';

/**
 * True once the page has loaded. Transitions are enabled only then, so nothing animates while
 * the prerendered page hydrates.
 */
export function useMotionReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setReady(true);
      return undefined;
    }
    const onLoad = () => setReady(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return ready;
}

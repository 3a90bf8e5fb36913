import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useChunkStatus } from '../chunks/chunk-status.ts';

type Phase = 'idle' | 'loading' | 'done';

/**
 * React Router passes through "loading" for a moment on every history move, even to a page
 * whose module is loaded; fetching a module that is not takes far longer. Waiting this long
 * before showing the bar tells the two apart without reaching into the router.
 */
export const PROGRESS_DELAY_MS = 80;

/** A thin bar at the top while a page whose content is not loaded yet is on its way. */
export function ProgressBar() {
  const navigation = useNavigation();
  const location = useLocation();
  // The chunk guard loads a page's scripts before the router starts navigating to it.
  const loadingScripts = useChunkStatus().state === 'loading';
  const loadingOtherPage =
    loadingScripts ||
    (navigation.state === 'loading' && navigation.location.pathname !== location.pathname);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loadingOtherPage) {
      const timer = setTimeout(() => setPhase('loading'), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [loadingOtherPage]);

  return (
    <div className="sk-progress" data-phase={phase} aria-hidden={phase === 'idle'}>
      {phase !== 'idle' && (
        <div
          className="sk-progress__bar"
          role="progressbar"
          aria-label="Loading page"
          aria-valuemin={0}
          aria-valuemax={100}
          {...(phase === 'done' ? { 'aria-valuenow': 100 } : {})}
        />
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { pageScriptsLoaded, useChunkStatus } from './chunk-status.ts';

type Phase = 'idle' | 'loading' | 'done';

/**
 * A thin bar at the top while a page whose content is not loaded yet is on its way. React Router
 * passes through "loading" on every history move, even to a page whose scripts it has: the bar
 * asks the chunk guard whether the target still needs a script, so a loaded page never shows it,
 * however slow the machine.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const location = useLocation();
  // The chunk guard loads a page's scripts before the router starts navigating to it.
  const loadingScripts = useChunkStatus().state === 'loading';
  const loadingOtherPage =
    loadingScripts ||
    (navigation.state === 'loading' &&
      navigation.location.pathname !== location.pathname &&
      !pageScriptsLoaded(navigation.location.pathname));
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loadingOtherPage) {
      setPhase('loading');
      return;
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

import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

type Phase = 'idle' | 'loading' | 'done';

/**
 * A thin bar at the top while a page whose content is not loaded yet is on its way. Navigations
 * to loaded pages and hash moves settle at once in React Router and never reach "loading".
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const location = useLocation();
  const loadingOtherPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loadingOtherPage) {
      setPhase('loading');
      return undefined;
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

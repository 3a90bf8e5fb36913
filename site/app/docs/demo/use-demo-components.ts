import { useEffect, useState } from 'react';

/** Where the Skerry elements a documentation element renders are: loading, ready, or failed. */
export type DemoStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads the Skerry elements a live example uses, in the browser only: the status for its
 * `data-status`, and `retry` for an error's button. Demos, the modal wrapper, the alert docs and
 * the components comparison all load their elements through it.
 */
export function useDemoComponents(load: (() => Promise<unknown>)[]) {
  const [status, setStatus] = useState<DemoStatus>(load.length ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (load.length === 0) return undefined;
    let current = true;
    setStatus('loading');
    Promise.all(load.map((importDefinition) => importDefinition())).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.error('A live example could not load its components', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  return { status, retry: () => setAttempt((n) => n + 1) };
}

import { useEffect, useRef, useState } from 'react';
import config from 'virtual:skerry/config';
import { onOfflineEvent } from './events.ts';
import { type Registration, registerServiceWorker } from './register.ts';

/**
 * Registers the offline worker once the app runs, and offers a refresh when a new version is
 * waiting. It is a polite, non-modal notice: reading is never interrupted.
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  const registration = useRef<Registration | null>(null);

  useEffect(() => {
    const unsubscribe = onOfflineEvent((event) => {
      if (event.type === 'updated') setWaiting(true);
    });
    if (config.offline.enabled && !import.meta.env.DEV) {
      void registerServiceWorker(config.base).then((r) => (registration.current = r));
    }
    return unsubscribe;
  }, []);

  if (!waiting) return null;
  return (
    <div className="sk-update" role="region" aria-label="Update available">
      <p role="status">A new version of the documentation is available.</p>
      <div className="sk-update__actions">
        <button
          type="button"
          className="sk-button"
          data-variant="primary"
          onClick={() => registration.current?.applyUpdate()}
        >
          Refresh
        </button>
        <button type="button" className="sk-button" onClick={() => setWaiting(false)}>
          Later
        </button>
      </div>
    </div>
  );
}

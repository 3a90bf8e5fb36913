import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { canonicalFileForm } from './navigation/resolve-path.ts';
import { runStartupHook } from './startup/run-hook.ts';

// A static host serves `/x/index.html` and `/x.html` as files; the app only knows `/x/`. Correcting
// the address before hydration lets the router match the page that the HTML already shows.
runStartupHook('canonical address', () => {
  const canonical = canonicalFileForm(window.location.pathname);
  if (canonical !== window.location.pathname) {
    window.history.replaceState(
      window.history.state,
      '',
      canonical + window.location.search + window.location.hash,
    );
  }
});

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

// The prerendered page is complete and readable: let the browser paint it before hydration,
// the longest task of a page load, rather than after.
requestAnimationFrame(() => setTimeout(hydrate, 0));

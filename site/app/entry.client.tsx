import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import config from 'virtual:skerry/config';
import { nearMissReload } from './navigation/near-miss-load.ts';
import { notFoundAttribute } from './navigation/not-found-attribute.ts';
import { nearMissIndex } from './navigation/path-index.ts';
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

// The host's not-found page, served for another spelling of a page's address: load the page
// itself rather than hydrate HTML the browser's router would match to a different route. Only
// then are the spellings needed, and only of the sections the address may mean.
async function nearMissTarget(): Promise<string | null> {
  const isNotFoundDocument = document.querySelector(`[${notFoundAttribute}]`) !== null;
  if (!isNotFoundDocument || !window.location.pathname.startsWith(config.base)) return null;
  try {
    const index = await nearMissIndex(window.location.pathname.slice(config.base.length - 1));
    return (
      runStartupHook('near-miss address', () =>
        nearMissReload(window.location, config.base, isNotFoundDocument, index),
      ) ?? null
    );
  } catch (error) {
    console.error('Start-up step "near-miss address" failed; the site goes on without it.', error);
    return null;
  }
}

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

void nearMissTarget().then((reload) => {
  if (reload) window.location.replace(reload);
  // The prerendered page is complete and readable: let the browser paint it before hydration,
  // the longest task of a page load, rather than after.
  else requestAnimationFrame(() => setTimeout(hydrate, 0));
});

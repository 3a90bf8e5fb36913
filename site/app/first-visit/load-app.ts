import { ChunkLoadError } from '../chunks/chunk-error.ts';
import { loadChunk } from '../chunks/load-chunk.ts';

/**
 * React Router's bootstrap of a prerendered page, as the build hands it over (decision 0014,
 * `engine/prerender/scripts-after-paint.ts`): cut where it imports, so that each import is ours to time
 * and to name when it fails.
 */
export interface AppBootstrap {
  /** The route modules the bootstrap imported statically, in its order. */
  modules: readonly string[];
  /** The app's entry, which hydrates the page when it runs. */
  entry: string;
  /** The rest of the bootstrap, given the route modules: it puts React Router's globals in place. */
  run(modules: unknown[]): void;
}

/** The attribute of the `<template>` that holds a page's module preloads until they are due. */
export const deferredPreloadsAttribute = 'data-sk-preloads';

/** Puts the page's module preloads into the head, so the browser fetches them side by side. */
function releasePreloads(document: Document): void {
  const preloads = document.querySelector<HTMLTemplateElement>(
    `template[${deferredPreloadsAttribute}]`,
  );
  // Moved, not copied: a second attempt finds the template empty.
  if (preloads) document.head.append(preloads.content);
}

/**
 * Loads the app: the route modules in parallel, then the rest of React Router's bootstrap and its
 * entry, each within the 120 s any page script gets (specification §7). Resolves with the script
 * that failed or timed out, if one did; once they have all run, the app hydrates the page. Safe
 * to call again after a failure: what arrived is in the module map and does not run twice.
 */
export async function loadApp(
  app: AppBootstrap,
  document: Document,
  load: (url: string) => Promise<unknown> = loadChunk,
): Promise<ChunkLoadError | undefined> {
  releasePreloads(document);
  try {
    app.run(await Promise.all(app.modules.map((url) => load(url))));
    await load(app.entry);
    return undefined;
  } catch (error) {
    if (error instanceof ChunkLoadError) return error;
    throw error;
  }
}

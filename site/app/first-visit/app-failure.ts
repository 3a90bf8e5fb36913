import type { ChunkLoadError } from '../chunks/chunk-error.ts';
import type { FailureNotice } from './failure-notice.ts';
import type { HeldInput } from './held-input.ts';

export interface AppFailureOptions {
  /** The link clicks the first visit holds. */
  held: HeldInput;
  /** Resolves once the app has hydrated after all (a retry, or a script that came late). */
  hydrated: Promise<void>;
  /** Loads the app again; resolves with the script that failed, if one did. */
  retry: () => Promise<ChunkLoadError | undefined>;
  /** A full load of a page. */
  assign: (href: string) => void;
  /** Shows the message; returns what takes it away. */
  show: (notice: FailureNotice) => () => void;
}

/**
 * What a first visit does when the app cannot load, whether its scripts failed, timed out or are
 * missing (specification §8): a link the reader clicked, then or later, shows "Loading chunk N
 * failed" in the page area, with a retry and the plain link to the page, never a silent full
 * load. The retry loads the app again and, once it has hydrated, the held clicks are made; should
 * it fail again, the page the reader asked for is loaded in full, as the app's own retry does
 * (`../chunks/route-chunk-guard.ts`): browsers may keep a failed module for the life of the
 * document, and a newer deploy's page brings scripts that exist. Until a link is clicked the
 * page stays as it is: it is whole without the app.
 */
export function answerAppFailure(failure: ChunkLoadError, options: AppFailureOptions): void {
  console.error(failure.message, failure.cause ?? failure.reason);
  let remove: (() => void) | undefined;
  let retrying = false;
  let hydrated = false;
  const retry = async (href: string) => {
    retrying = true;
    const again = await options.retry();
    if (!again) return;
    console.error(again.message, again.cause ?? again.reason);
    options.assign(options.held.link ?? href);
  };
  const open = (href: string) => {
    if (retrying || hydrated) return;
    remove?.();
    remove = options.show({ chunk: failure.chunk, href, retry: () => void retry(href) });
  };
  if (options.held.link !== undefined) open(options.held.link);
  options.held.onLink(open);
  void options.hydrated.then(() => {
    hydrated = true;
    remove?.();
  });
}

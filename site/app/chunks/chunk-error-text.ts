/**
 * The words of the message shown when a page's scripts do not arrive (specification §8), shared
 * by the app's notice (`chunk-error-notice.tsx`) and the one a first visit shows before the app
 * runs (`../first-visit/failure-notice.ts`), so the reader meets one message either way.
 */
export const chunkErrorText = {
  heading: 'This page could not be loaded',
  failed: (chunk: string) => `Loading chunk ${chunk} failed.`,
  advice: 'Check your connection, then try again.',
  retry: 'Try again',
  /** The plain link to the page the reader asked for, which loads it as a new document. */
  fullLoad: (path: string) => `Open ${path} as a full page load`,
} as const;

/** The path a full-load link names: the address below the origin, as the reader typed it. */
export function fullLoadPath(href: string): string {
  const { pathname, search } = new URL(href);
  try {
    return `${decodeURI(pathname)}${search}`;
  } catch {
    // A malformed escape (`%zz`) is shown as it is rather than lose the message.
    return `${pathname}${search}`;
  }
}

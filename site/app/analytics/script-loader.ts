import type { Scheduler } from './after-first-paint.ts';

/** The part of `HTMLScriptElement` the loader sets, so tests can hand it a plain object. */
export interface ScriptElementLike {
  src: string;
  async: boolean;
  crossOrigin: string | null;
  referrerPolicy: string;
  onload: ((event: Event) => unknown) | null;
  onerror: ((event: Event) => unknown) | null;
}

/** Creates a script element, lets the loader set it up, then puts it in the document. */
export type InsertScript = (configure: (script: ScriptElementLike) => void) => void;

export interface ScriptOptions {
  /** `anonymous` lets an error-reporting script see the details of errors in other scripts. */
  crossOrigin?: 'anonymous' | 'use-credentials';
  referrerPolicy?: ReferrerPolicy;
}

/** Resolves when the script has run; rejects when it failed to load (often an ad blocker). */
export type LoadScript = (src: string, options?: ScriptOptions) => Promise<void>;

/** Appends scripts to the `<head>` of a real document. */
export function insertIntoHead(doc: Document): InsertScript {
  return (configure) => {
    const script = doc.createElement('script');
    configure(script);
    doc.head.appendChild(script);
  };
}

/**
 * Loads each script once, asynchronously and only when the scheduler says so (after the first
 * paint in the browser). Asking again for the same `src` returns the first promise.
 */
export function createScriptLoader(insert: InsertScript, schedule: Scheduler): LoadScript {
  const loaded = new Map<string, Promise<void>>();
  return (src, options = {}) => {
    let promise = loaded.get(src);
    if (!promise) {
      promise = new Promise<void>((resolve, reject) => {
        schedule(() =>
          insert((script) => {
            script.async = true;
            if (options.crossOrigin) script.crossOrigin = options.crossOrigin;
            if (options.referrerPolicy) script.referrerPolicy = options.referrerPolicy;
            script.onload = () => resolve();
            script.onerror = () => reject(new Error(`The script ${src} failed to load`));
            script.src = src;
          }),
        );
      });
      loaded.set(src, promise);
    }
    return promise;
  };
}

import type { AnalyticsEnvironment, AnalyticsWindow } from './environment.ts';
import type { PrivacyNavigator } from './privacy.ts';
import { type ScriptElementLike, createScriptLoader } from './script-loader.ts';

/**
 * A stand-in for the few browser globals the analytics touch, for the tests only: scripts are
 * recorded instead of fetched, and "after first paint" happens when the test calls `paint()`.
 */
export interface FakeBrowser {
  env: AnalyticsEnvironment;
  window: AnalyticsWindow;
  /** Script elements in the order they were put into the document. */
  scripts: ScriptElementLike[];
  srcs(): string[];
  /** Runs the tasks waiting for the first paint. */
  paint(): void;
  /** Fires `load` on the script with this src (it must have been inserted). */
  finishLoading(src: string): void;
  failLoading(src: string): void;
}

export function fakeScript(): ScriptElementLike {
  return {
    src: '',
    async: false,
    crossOrigin: null,
    referrerPolicy: '',
    onload: null,
    onerror: null,
  };
}

export function fakeBrowser(
  options: { navigator?: PrivacyNavigator; window?: AnalyticsWindow; hostname?: string } = {},
): FakeBrowser {
  const scripts: ScriptElementLike[] = [];
  const waiting: (() => void)[] = [];
  const win: AnalyticsWindow = {
    location: { origin: 'https://skerry.design' },
    ...options.window,
  };
  const find = (src: string) => {
    const script = scripts.find((candidate) => candidate.src === src);
    if (!script)
      throw new Error(
        `No script ${src} was inserted; inserted: ${scripts.map((s) => s.src).join(', ')}`,
      );
    return script;
  };
  return {
    env: {
      window: win,
      navigator: options.navigator ?? {},
      hostname: options.hostname ?? 'skerry.design',
      loadScript: createScriptLoader(
        (configure) => {
          const script = fakeScript();
          configure(script);
          scripts.push(script);
        },
        (task) => waiting.push(task),
      ),
    },
    window: win,
    scripts,
    srcs: () => scripts.map((script) => script.src),
    paint: () => {
      for (const task of waiting.splice(0)) task();
    },
    finishLoading: (src) => void find(src).onload?.(new Event('load')),
    failLoading: (src) => void find(src).onerror?.(new Event('error')),
  };
}

/** Lets the promise callbacks queued by a script's `load` run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A data-layer entry as an array; gtag pushes Arguments objects. */
export const entries = (list: unknown[] | undefined) =>
  (list ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

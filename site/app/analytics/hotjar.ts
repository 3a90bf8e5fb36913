import type { HotjarConfig } from './config.ts';
import type { LoadScript } from './script-loader.ts';

/** The queue Hotjar's snippet sets up; hotjar.js replays it once it runs. */
export interface HotjarQueue {
  (...args: unknown[]): void;
  q?: unknown[];
}

export interface HotjarWindow {
  hj?: HotjarQueue;
  _hjSettings?: { hjid: number; hjsv: number };
}

/** The snippet version Hotjar's own snippet declares. */
const snippetVersion = 6;

export function hotjarScriptUrl(hjid: number): string {
  return `https://static.hotjar.com/c/hotjar-${hjid}.js?sv=${snippetVersion}`;
}

/**
 * Sets up Hotjar's queue and settings and loads its script, only when `enabled` is true. Hotjar
 * follows single-page navigations by itself, so it takes no page views. Returns whether it started.
 */
export function startHotjar(
  config: HotjarConfig,
  win: HotjarWindow,
  loadScript: LoadScript,
): boolean {
  if (config.enabled !== true) return false;
  const queue: HotjarQueue = function hj() {
    // Hotjar's snippet queues Arguments objects; keep the shape hotjar.js expects.
    // eslint-disable-next-line prefer-rest-params
    (queue.q ??= []).push(arguments);
  };
  win.hj ??= queue;
  win._hjSettings = { hjid: config.hjid, hjsv: snippetVersion };
  loadScript(hotjarScriptUrl(config.hjid)).catch(() => {});
  return true;
}

import { type SanitizedSvg, sanitizeSvg } from './sanitize-svg.js';

/**
 * An icon ready to clone; or `unknown` (no such name), or `failed` with what went wrong. The
 * element turns a failure into a development warning.
 */
export type IconResult =
  | ({ ok: true } & SanitizedSvg)
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'failed'; detail: string };

/*
 * One load per icon for the whole page, however many elements show it: the promise is stored
 * before it settles, so elements asking while the first load is under way share it. A failed
 * load is forgotten, so the next element asking tries again.
 */
const named = new Map<string, Promise<IconResult>>();
const files = new Map<string, Promise<IconResult>>();

function cached(
  cache: Map<string, Promise<IconResult>>,
  key: string,
  load: () => Promise<IconResult>,
): Promise<IconResult> {
  let result = cache.get(key);
  if (!result) {
    cache.set(key, (result = load()));
    void result.then((settled) => {
      if (!settled.ok && settled.reason === 'failed') cache.delete(key);
    });
  }
  return result;
}

/**
 * The icon called `name` in @skerry/icons. Only that icon's module is downloaded, on first use.
 * The package's index (a loader per icon, about 6 KB gzip once bundled) is itself imported on
 * demand, so a page that shows no named icon never downloads it.
 */
export function namedIcon(name: string): Promise<IconResult> {
  return cached(named, name, async () => {
    let markup: string | undefined;
    try {
      const { loadIcon } = await import('@skerry/icons');
      markup = await loadIcon(name);
    } catch (error) {
      return { ok: false, reason: 'failed', detail: String(error) };
    }
    const icon = markup === undefined ? undefined : sanitizeSvg(markup);
    return icon ? { ok: true, ...icon } : { ok: false, reason: 'unknown' };
  });
}

/** The SVG file at `url` (absolute), fetched once and sanitised. */
export function iconFile(url: string): Promise<IconResult> {
  return cached(files, url, async () => {
    let markup: string;
    try {
      const response = await fetch(url);
      if (!response.ok) return { ok: false, reason: 'failed', detail: `HTTP ${response.status}` };
      markup = await response.text();
    } catch (error) {
      return { ok: false, reason: 'failed', detail: String(error) };
    }
    const icon = sanitizeSvg(markup);
    return icon
      ? { ok: true, ...icon }
      : { ok: false, reason: 'failed', detail: 'not an SVG image' };
  });
}

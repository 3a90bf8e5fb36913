import { type ThemeSettings, defaultSettings, writeSettings } from '@skerry/tokens/theme-builder';

/** The part of a location an address is made from. */
interface Where {
  origin: string;
  pathname: string;
  hash: string;
}

/** The query that holds `settings`, or '' for Skerry's own settings, which need none. */
export function settingsQuery(settings: ThemeSettings): string {
  const query = writeSettings(settings);
  return query === writeSettings(defaultSettings) ? '' : `?${query}`;
}

/**
 * The page's address with `settings` in its query, for the address bar: a reload shows the same
 * theme. The fragment stays, so a reader who came to a section keeps their place.
 */
export function pageAddress(where: Where, settings: ThemeSettings): string {
  return `${where.pathname}${settingsQuery(settings)}${where.hash}`;
}

/**
 * The link a reader shares: absolute, with every setting spelled out (the defaults too, so the
 * link keeps its theme should Skerry's own look change), and no fragment.
 */
export function shareLink(where: Where, settings: ThemeSettings): string {
  return `${where.origin}${where.pathname}?${writeSettings(settings)}`;
}

/**
 * Puts `settings` into the address bar without a navigation. The router's entry (`history.state`:
 * its key and index) is kept as it is, so back, forward and scroll restoration still know the
 * entry; a later visit to it (back, reload) reads the settings from the query again.
 */
export function followSettings(
  history: Pick<History, 'state' | 'replaceState'>,
  where: Where & { search: string },
  settings: ThemeSettings,
): void {
  const address = pageAddress(where, settings);
  if (address === `${where.pathname}${where.search}${where.hash}`) return;
  history.replaceState(history.state, '', address);
}

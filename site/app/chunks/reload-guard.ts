export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

const key = 'skerry:chunk-reload';

/** A reload for the same address within this long means the first one did not help. */
const windowMs = 60_000;

function previousReload(text: string | null): { url?: unknown; at?: unknown } {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/**
 * Claims the one full reload allowed for an address, so a page whose scripts are still missing
 * after a reload shows the message instead of reloading for ever. Storage that refuses access
 * (private modes, disabled storage) denies the reload: a message is better than a loop.
 */
export function claimReload(
  url: string,
  storage: ReloadStorage | undefined,
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const previous = previousReload(storage.getItem(key));
    if (previous.url === url && typeof previous.at === 'number' && now - previous.at < windowMs) {
      return false;
    }
    storage.setItem(key, JSON.stringify({ url, at: now }));
    return true;
  } catch {
    return false;
  }
}

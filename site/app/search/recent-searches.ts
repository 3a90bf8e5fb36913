const storageKey = 'skerry:recent-searches';
const maxRecent = 5;

/** The reader's last searches, newest first; kept in this browser only. */
export function readRecentSearches(
  storage: Storage | undefined = globalThis.localStorage,
): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(storageKey) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, maxRecent)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(
  query: string,
  storage: Storage | undefined = globalThis.localStorage,
): string[] {
  const next = [query, ...readRecentSearches(storage).filter((q) => q !== query)].slice(
    0,
    maxRecent,
  );
  try {
    storage?.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private browsing or a full storage: the list just is not kept.
  }
  return next;
}

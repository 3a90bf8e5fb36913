export interface IconInfo {
  name: string;
  category: string;
  keywords: string[];
}

/** Lower-case words of a query; punctuation separates words like spaces do. */
export function queryWords(query: string): string[] {
  return query
    .slice(0, 200)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The icons matching every word of the query (in the name or a keyword) within a category, or
 * all categories for '', in the set's own order, so results do not jump about while typing.
 */
export function filterIcons<T extends IconInfo>(
  icons: readonly T[],
  query: string,
  category = '',
): T[] {
  const words = queryWords(query);
  const inCategory = category ? icons.filter((icon) => icon.category === category) : icons;
  if (words.length === 0) return [...inCategory];
  return inCategory.filter((icon) => {
    const haystack = [icon.name.replace(/-/g, ' '), ...icon.keywords].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

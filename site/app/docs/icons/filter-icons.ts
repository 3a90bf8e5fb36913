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

// Built once per icon rather than on every keystroke; keyed by the record itself.
const haystacks = new WeakMap<IconInfo, string>();
function haystackOf(icon: IconInfo): string {
  let text = haystacks.get(icon);
  if (text === undefined) {
    text = [icon.name.replace(/-/g, ' '), ...icon.keywords].join(' ').toLowerCase();
    haystacks.set(icon, text);
  }
  return text;
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
    const haystack = haystackOf(icon);
    return words.every((word) => haystack.includes(word));
  });
}

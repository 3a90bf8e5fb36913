/*
 * Letters typed within this time add to one search ("ba" finds "Banana"); after a pause the
 * next letter starts a new one. A timer is the behaviour here, as in native select elements.
 */
export const typeaheadResetMs = 500;

const collators = new Map<string, Intl.Collator>();

/* Case- and accent-blind matching, in the language's own terms (ä is not a in Finnish). */
function collator(lang: string): Intl.Collator {
  let found = collators.get(lang);
  if (!found) {
    try {
      found = new Intl.Collator(lang, { sensitivity: 'base', usage: 'search' });
    } catch {
      found = new Intl.Collator(undefined, { sensitivity: 'base', usage: 'search' });
    }
    collators.set(lang, found);
  }
  return found;
}

/**
 * The item a typeahead search lands on: the first of the `enabled` items, from `current` on and
 * around, whose text (`getText`) starts with `search` in `lang`'s terms; none if none does. A
 * search of one letter typed again and again (`bbb`) cycles through the items starting with it.
 */
export function typeaheadMatch(
  search: string,
  lang: string,
  enabled: HTMLElement[],
  current: HTMLElement | undefined,
  getText: (item: HTMLElement) => string,
): HTMLElement | undefined {
  const compare = collator(lang);
  const chars = [...search];
  // "bbb" cycles through the items starting with b rather than searching for "bbb".
  const repeated = chars.every((char) => compare.compare(char, chars[0]!) === 0);
  const query = repeated ? chars[0]! : search;
  const matches = (item: HTMLElement): boolean =>
    compare.compare(getText(item).trim().slice(0, query.length), query) === 0;

  const count = enabled.length;
  const from = current ? enabled.indexOf(current) : -1;
  // A single letter moves on from the current item; a longer prefix may still match it.
  const offset = query.length === 1 || from === -1 ? 1 : 0;
  for (let i = 0; i < count; i++) {
    const item = enabled[(((from + offset + i) % count) + count) % count]!;
    if (matches(item)) return item;
  }
  return undefined;
}

import { escapeRegExp } from '../text/escape-reg-exp.ts';

/** Longer queries are cut: nobody types more, and the index would only do more work. */
export const MAX_QUERY_LENGTH = 200;

/** Trims, folds white space and truncates; an empty result means "no search". */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * The searches one query stands for: itself, and the query with each synonym it contains
 * replaced by what the docs call it ("dropdown menu" → "select menu"). When the whole query is a
 * synonym, the docs' term comes first: the reader meant that page.
 */
export function expandQuery(query: string, synonyms: Record<string, string[]>): string[] {
  const lower = query.toLowerCase();
  const expansions: string[] = [];
  let exact = false;
  for (const [term, targets] of Object.entries(synonyms)) {
    const pattern = new RegExp(`(^|\\s)${escapeRegExp(term.toLowerCase())}(?=$|\\s)`);
    if (!pattern.test(lower)) continue;
    if (lower === term.toLowerCase()) exact = true;
    for (const target of targets) expansions.push(lower.replace(pattern, `$1${target}`));
  }
  const all = exact ? [...expansions, query] : [query, ...expansions];
  return [...new Set(all)];
}

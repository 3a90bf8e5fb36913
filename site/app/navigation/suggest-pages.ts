import type { NavPage } from '../content/page.ts';

/** Edit distance between two strings, in one row of memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

/**
 * The pages closest to a path that does not exist: a page scores by how well its last segment
 * matches the requested one (a misspelt or moved component) and by how much of the path they
 * share (the right section, a wrong page). Weak matches are left out.
 */
export function suggestPages(pathname: string, pages: readonly NavPage[], limit = 5): NavPage[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Scored as written.
  }
  const wanted = segments(decoded.replace(/(?:index)?\.html$/, ''));
  if (wanted.length === 0) return [];
  const scored = pages
    .map((page) => {
      const own = segments(page.path);
      const last = own.at(-1) ?? '';
      const nameScore = similarity(wanted.at(-1) ?? '', last);
      let shared = 0;
      while (shared < own.length && shared < wanted.length && own[shared] === wanted[shared])
        shared++;
      const pathScore = shared / Math.max(own.length, wanted.length);
      return {
        page,
        score: nameScore * 0.7 + pathScore * 0.3 + (own.length === wanted.length ? 0.02 : 0),
      };
    })
    .filter((entry) => entry.score >= 0.45)
    .sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path));
  return scored.slice(0, limit).map((entry) => entry.page);
}

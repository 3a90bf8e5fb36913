import type { PageHeader } from '../content/page.ts';

/**
 * The section (h2) that holds the heading the reader is at: the heading itself when it is a
 * section, the last section above it when it is a subsection (h3), none before the first. The
 * sidebar lists only sections, so it marks this one; the table of contents marks both.
 */
export function sectionOf(headers: readonly PageHeader[], slug: string | null): string | null {
  if (slug === null) return null;
  const index = headers.findIndex((h) => h.slug === slug);
  if (index === -1) return null;
  for (let i = index; i >= 0; i--) {
    if (headers[i]!.level === 2) return headers[i]!.slug;
  }
  return null;
}

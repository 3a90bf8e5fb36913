import type { ReactNode } from 'react';

/**
 * The size of the design system at a glance: how many components, icons, tokens, languages and
 * themes ship, each a link to where they are documented. The build writes the list from the
 * packages (engine/page-data/facts/), so the numbers cannot go stale.
 */
export function SystemCounts({ children }: { children?: ReactNode }) {
  return <div className="sk-system-counts">{children}</div>;
}

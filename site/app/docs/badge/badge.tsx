import type { ReactNode } from 'react';

export type BadgeTone = 'beta' | 'info' | 'success' | 'warning' | 'danger';

/** A short status marker beside a title or in the sidebar, such as "Beta". */
export function Badge({ tone = 'info', children }: { tone?: BadgeTone; children: ReactNode }) {
  // A status marker is not content: it stays out of search titles and excerpts.
  return (
    <span className="sk-badge" data-tone={tone} data-pagefind-ignore="">
      {children}
    </span>
  );
}

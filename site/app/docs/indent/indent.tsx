import type { ReactNode } from 'react';

/**
 * Content indented from the text edge, on the inline-start side so it mirrors in right-to-left
 * pages: a continuation or a detail that belongs to the paragraph above it.
 */
export function Indent({ children }: { children: ReactNode }) {
  return <div className="sk-indent">{children}</div>;
}

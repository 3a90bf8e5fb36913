import type { ReactNode } from 'react';

/**
 * Content set apart from the running text in a tinted, bordered box: a worked example, a note
 * that belongs beside the text rather than in it. Not for warnings; those need words that say so.
 */
export function Inset({ children }: { children: ReactNode }) {
  return <div className="sk-inset">{children}</div>;
}

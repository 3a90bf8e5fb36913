import type { ReactNode } from 'react';
import { requiredText } from '../shared/element-error.ts';

/**
 * A code block with a file name or title above it: `<Code title="vite.config.ts">` around a
 * fenced block, which keeps its build-time highlighting and copy button. The title names the
 * figure, so a screen reader announces which file the code belongs to.
 */
export function Code({ title, children }: { title: string; children: ReactNode }) {
  const text = requiredText('Code', 'title', title);
  return (
    <figure className="sk-code-figure">
      <figcaption className="sk-code-figure__title">{text}</figcaption>
      {children}
    </figure>
  );
}

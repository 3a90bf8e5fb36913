import type { ReactNode } from 'react';

/**
 * A wide table's own horizontal scroller. It takes focus so keyboard users can scroll it too
 * (WCAG 2.1.1), and is named so that focus lands somewhere a screen reader can announce.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Keyboard users can scroll the region only if it takes focus; the rule cannot know that.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="sk-scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * A wide table's own horizontal scroller. It takes focus so keyboard users can scroll it too
 * (WCAG 2.1.1), and is named so that focus lands somewhere a screen reader can announce: by
 * `label`, or by the element `labelledBy` names.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `sk-scroll-region ${className}` : 'sk-scroll-region'}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // Keyboard users can scroll the region only if it takes focus; the rule cannot know that.
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * Marks a component in preview (beta): usable, but its API may still change. A note rather than
 * an alert: it is part of the page, not news.
 */
export function PreviewWarning({ children }: { children?: ReactNode }) {
  return (
    <aside className="sk-preview-warning" aria-label="Preview">
      <p>
        <strong>Preview.</strong>{' '}
        {children ??
          'This component is in beta: use it and tell us what you find, but expect its API to change in a minor release before it is marked stable.'}
      </p>
    </aside>
  );
}

import type { ReactNode } from 'react';

/**
 * Marks a component in preview (beta): usable, but its API may still change. A note rather than
 * an alert: it is part of the page, not news. Nor is it an aside: a complementary landmark inside
 * the main one would be a second region for screen readers to list, about the same content.
 */
export function PreviewWarning({ children }: { children?: ReactNode }) {
  return (
    <div className="sk-preview-warning" role="note">
      <p>
        <strong>Preview.</strong>{' '}
        {children ??
          'This component is in beta: use it and tell us what you find, but expect its API to change in a minor release before it is marked stable.'}
      </p>
    </div>
  );
}

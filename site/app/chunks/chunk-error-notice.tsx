import { useEffect, useRef } from 'react';

/**
 * Shown in the page area when the page being opened could not load its script: what failed, a
 * retry of the same navigation, and a full load as the way out. The heading takes focus, so
 * keyboard and screen reader users land on the message rather than on the page they left.
 */
export function ChunkErrorNotice({ chunk, onRetry }: { chunk: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [chunk]);
  return (
    <div className="sk-chunk-error" role="alert">
      <h1 ref={heading} tabIndex={-1}>
        This page could not be loaded
      </h1>
      <p>Loading chunk {chunk} failed.</p>
      <p>Check your connection, then try again.</p>
      <button type="button" className="sk-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

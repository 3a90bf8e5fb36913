import { useEffect, useRef } from 'react';
import { chunkErrorText, fullLoadPath } from './chunk-error-text.ts';

/**
 * Shown in the page area when the page being opened could not load its script: what failed, a
 * retry of the same navigation, and the plain link to the page as the way out (a full load).
 * The heading takes focus, so keyboard and screen reader users land on the message rather than
 * on the page they left.
 */
export function ChunkErrorNotice({
  chunk,
  href,
  onRetry,
}: {
  chunk: string;
  href: string;
  onRetry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [chunk]);
  return (
    <div className="sk-chunk-error" role="alert">
      <h1 ref={heading} tabIndex={-1}>
        {chunkErrorText.heading}
      </h1>
      <p>{chunkErrorText.failed(chunk)}</p>
      <p>{chunkErrorText.advice}</p>
      <p className="sk-chunk-error__actions">
        <button type="button" className="sk-button" onClick={onRetry}>
          {chunkErrorText.retry}
        </button>
        <a href={href}>{chunkErrorText.fullLoad(fullLoadPath(href))}</a>
      </p>
    </div>
  );
}

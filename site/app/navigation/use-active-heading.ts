import { useEffect, useState } from 'react';
import { ACTIVE_HEADING_THROTTLE_MS } from './constants.ts';
import { throttle } from './throttle.ts';

/**
 * Which of `slugs` the reader is at: the last heading that has scrolled up to the reading line
 * below the sticky header; the last heading once the page is scrolled to its end.
 */
export function computeActiveHeading(
  slugs: readonly string[],
  topOf: (slug: string) => number | undefined,
  readingLine: number,
  atBottom: boolean,
): string | null {
  let active: string | null = null;
  for (const slug of slugs) {
    const top = topOf(slug);
    if (top === undefined) continue;
    if (top <= readingLine) active = slug;
    else break;
  }
  if (atBottom && slugs.length) return slugs.at(-1) ?? active;
  return active;
}

function readingLine(): number {
  const header = document.querySelector('[data-site-header]');
  return (header?.getBoundingClientRect().bottom ?? 0) + 24;
}

/** Follows the scroll position, recomputed at most once every 300 ms. */
export function useActiveHeading(slugs: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = slugs.join('\n');

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    const update = () => {
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(
        computeActiveHeading(
          list,
          (slug) => document.getElementById(slug)?.getBoundingClientRect().top,
          readingLine(),
          atBottom && window.scrollY > 0,
        ),
      );
    };
    const throttled = throttle(update, ACTIVE_HEADING_THROTTLE_MS);
    update();
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled, { passive: true });
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
    };
  }, [key]);

  return active;
}

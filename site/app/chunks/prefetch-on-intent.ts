/** Hovering this long counts as intent; passing the pointer over a list of links does not. */
export const INTENT_DELAY_MS = 80;

function sameSiteLink(target: EventTarget | null, origin: string): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download') || link.origin !== origin) return undefined;
  return link.pathname + link.search;
}

/**
 * Loads a page's scripts when the reader shows intent to open it: a hover that lasts, focus, or a
 * touch. One listener on the document serves every link, those in page content included.
 * Returns the function that stops listening.
 */
export function prefetchOnIntent(
  doc: Document,
  prefetch: (path: string) => Promise<void>,
): () => void {
  const origin = doc.location.origin;
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = (path: string | undefined) => {
    if (!path || done.has(path)) return;
    done.add(path);
    prefetch(path).catch(() => done.delete(path));
  };
  const onOver = (event: Event) => {
    const path = sameSiteLink(event.target, origin);
    clearTimeout(timer);
    if (path) timer = setTimeout(() => start(path), INTENT_DELAY_MS);
  };
  const onOut = () => clearTimeout(timer);
  const onNow = (event: Event) => start(sameSiteLink(event.target, origin));

  doc.addEventListener('pointerover', onOver);
  doc.addEventListener('pointerout', onOut);
  doc.addEventListener('focusin', onNow);
  doc.addEventListener('touchstart', onNow, { passive: true });
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('pointerover', onOver);
    doc.removeEventListener('pointerout', onOut);
    doc.removeEventListener('focusin', onNow);
    doc.removeEventListener('touchstart', onNow);
  };
}

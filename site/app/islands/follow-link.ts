/** What `followLink` needs of a click. */
export interface LinkClick {
  target: EventTarget | null;
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * The address inside the app that a click on a plain link of an article should open, as React
 * Router's `Link` would: a same-site page of the app, clicked without a modifier, not taken by
 * an island already, not meant for a new window or a download, and not a file (`.png`, `.zip`).
 * Undefined when the browser should follow the link itself.
 */
export function appLinkTarget(
  click: LinkClick,
  current: URL,
  base: string,
): { to: string; replace: boolean } | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return undefined;
  const anchor = (click.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return undefined;
  }
  const url = new URL(anchor.href, current);
  if (url.origin !== current.origin || !url.pathname.startsWith(base)) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  const to = `/${url.pathname.slice(base.length)}${url.search}${url.hash}`;
  const here = `${current.pathname}${current.search}${current.hash}`;
  return { to, replace: here === `${url.pathname}${url.search}${url.hash}` };
}

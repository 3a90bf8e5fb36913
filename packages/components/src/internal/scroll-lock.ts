/*
 * The page stops scrolling while a modal is open. Locks are counted, so with a modal opened from
 * another modal the page unlocks only when the last one closes, whatever the closing order.
 */

const holders = new Set<object>();
let saved: { overflow: string; scrollbarGutter: string; paddingRight: string } | undefined;

function lock(): void {
  const root = document.documentElement;
  const { style } = root;
  saved = {
    overflow: style.overflow,
    scrollbarGutter: style.scrollbarGutter,
    paddingRight: style.paddingRight,
  };
  /*
   * Hiding the page's scrollbar would widen the page and shift everything sideways; its room is
   * kept instead, with `scrollbar-gutter` where supported and padding of the measured width
   * elsewhere. Overlay scrollbars (or none) measure 0 and take no room, so nothing is kept.
   */
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  if (scrollbarWidth > 0) {
    const computed = getComputedStyle(root);
    if (CSS.supports('scrollbar-gutter', 'stable')) {
      if (computed.scrollbarGutter === 'auto') style.scrollbarGutter = 'stable';
    } else {
      // The root scrollbar sits on the right in every engine, also in right-to-left pages.
      style.paddingRight = `calc(${computed.paddingRight} + ${scrollbarWidth}px)`;
    }
  }
  style.overflow = 'hidden';
}

function unlock(): void {
  if (!saved) return;
  const { style } = document.documentElement;
  style.overflow = saved.overflow;
  style.scrollbarGutter = saved.scrollbarGutter;
  style.paddingRight = saved.paddingRight;
  saved = undefined;
}

/**
 * Locks page scrolling (on `document.documentElement`) for `holder` until `unlockPageScroll`
 * releases it. Locking twice for one holder counts once.
 */
export function lockPageScroll(holder: object): void {
  if (holders.has(holder)) return;
  holders.add(holder);
  if (holders.size === 1) lock();
}

/** Releases `holder`'s lock; the page scrolls again once no holder is left. */
export function unlockPageScroll(holder: object): void {
  if (!holders.delete(holder)) return;
  if (holders.size === 0) unlock();
}

/** Whether any holder keeps the page locked. */
export function isPageScrollLocked(): boolean {
  return holders.size > 0;
}

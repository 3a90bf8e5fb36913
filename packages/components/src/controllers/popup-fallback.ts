/*
 * The popup's placement for browsers without CSS anchor positioning. The popup controller loads
 * this module only there, so browsers that place popups themselves never download it; it takes
 * the side and alignment already resolved, so that it shares no code with the controller, which
 * would split that code into a third file every page loads.
 */
import type { PopupAlign, PopupSide } from './popup-placement.js';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PopupCoordinatesInput {
  side: PopupSide;
  align: PopupAlign;
  /** The anchor's border box in viewport coordinates. */
  anchor: Box;
  /** The popup's size. */
  popup: { width: number; height: number };
  /** The viewport's size, without scrollbars. */
  viewport: { width: number; height: number };
  /** Gap between anchor and popup, in pixels. */
  gap: number;
  rtl: boolean;
}

/**
 * Where a fixed-position popup goes when the browser has no CSS anchor positioning: the same
 * placement, and the same flips, as the anchor-positioned path — to the opposite side when the
 * popup overflows the viewport on its own side but fits on the other, likewise for the inline
 * alignment — then kept inside the viewport along the anchor's edge.
 */
export function popupCoordinates(input: PopupCoordinatesInput): { x: number; y: number } {
  const { side, align, anchor, popup, viewport, gap, rtl } = input;
  const right = anchor.left + anchor.width;
  const bottom = anchor.top + anchor.height;
  const fitsX = (x: number): boolean => x >= 0 && x + popup.width <= viewport.width;
  const fitsY = (y: number): boolean => y >= 0 && y + popup.height <= viewport.height;

  if (side === 'top' || side === 'bottom') {
    const below = bottom + gap;
    const above = anchor.top - gap - popup.height;
    const y = side === 'bottom' ? flip(below, above, fitsY) : flip(above, below, fitsY);
    // `start` lines up with the anchor's inline-start edge: its left edge, or its right in RTL.
    const alignedLeft = anchor.left;
    const alignedRight = right - popup.width;
    const x =
      align === 'center'
        ? anchor.left + (anchor.width - popup.width) / 2
        : (align === 'start') !== rtl
          ? flip(alignedLeft, alignedRight, fitsX)
          : flip(alignedRight, alignedLeft, fitsX);
    return { x: clamp(x, viewport.width - popup.width), y };
  }

  const before = anchor.left - gap - popup.width;
  const after = right + gap;
  const x = (side === 'start') !== rtl ? flip(before, after, fitsX) : flip(after, before, fitsX);
  const y = anchor.top + (anchor.height - popup.height) / 2;
  return { x, y: clamp(y, viewport.height - popup.height) };
}

/** `preferred`, unless it overflows and `other` fits: a flip, as `position-try-fallbacks` does. */
function flip(preferred: number, other: number, fits: (value: number) => boolean): number {
  return fits(preferred) || !fits(other) ? preferred : other;
}

/** `value` within 0..max, preferring 0 when the popup is larger than the viewport. */
function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(value, max));
}

/** Places the open `popup` against `anchor` with fixed coordinates from their current boxes. */
export function placeByCoordinates(
  popup: HTMLElement,
  anchor: HTMLElement,
  side: PopupSide,
  align: PopupAlign,
  matchWidth: boolean,
): void {
  const style = popup.style;
  const box = anchor.getBoundingClientRect();
  // The gap is a token; its pixel value is whatever the margin it sets computes to.
  style.margin = '0';
  style.marginTop = 'var(--_sk-popup-offset)';
  const gap = parseFloat(getComputedStyle(popup).marginTop) || 0;
  style.marginTop = '0';
  style.minInlineSize = matchWidth ? `${box.width}px` : '';
  const root = document.documentElement;
  const { x, y } = popupCoordinates({
    side,
    align,
    anchor: box,
    popup: { width: popup.offsetWidth, height: popup.offsetHeight },
    viewport: { width: root.clientWidth, height: root.clientHeight },
    gap,
    rtl: getComputedStyle(popup).direction === 'rtl',
  });
  style.left = `${x}px`;
  style.top = `${y}px`;
}

/**
 * Calls `update` now and whenever any scroller scrolls, the window resizes or one of `elements`
 * changes size; returns the function that stops it.
 */
export function followAnchor(elements: Element[], update: () => void): () => void {
  const resize = new ResizeObserver(update);
  for (const element of elements) resize.observe(element);
  addEventListener('scroll', update, { capture: true, passive: true });
  addEventListener('resize', update, { passive: true });
  update();
  return () => {
    resize.disconnect();
    removeEventListener('scroll', update, { capture: true });
    removeEventListener('resize', update);
  };
}

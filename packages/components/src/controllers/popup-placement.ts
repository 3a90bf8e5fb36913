/**
 * Where a popup sits against its anchor: the side first (`top`, `bottom`, or `start`/`end`, the
 * inline sides, mirrored in right-to-left text), then how it lines up along that side (`-start`
 * and `-end` align the popup's inline edge with the anchor's; none centres it).
 */
export const popupPlacements = [
  'bottom-start',
  'bottom',
  'bottom-end',
  'top-start',
  'top',
  'top-end',
  'start',
  'end',
] as const;

export type PopupPlacement = (typeof popupPlacements)[number];

/** The anchor's side a placement puts the popup on, before any flip. */
export type PopupSide = 'top' | 'bottom' | 'start' | 'end';

/** How the popup lines up along that side. */
export type PopupAlign = 'start' | 'center' | 'end';

export function placementSide(placement: PopupPlacement): PopupSide {
  return placement.split('-')[0] as PopupSide;
}

export function placementAlign(placement: PopupPlacement): PopupAlign {
  const side = placementSide(placement);
  if (side === 'start' || side === 'end') return 'center';
  return (placement.split('-')[1] as PopupAlign | undefined) ?? 'center';
}

/*
 * Centred placements span the whole cross axis (`span-all`, centred on the anchor) rather than
 * the anchor's own column: a fallback is tried only when the popup overflows its area, and a
 * popup wider than the anchor would overflow a column of the anchor's width in every position,
 * so it would never flip. The `self-` keywords resolve start and end against the popup's own
 * direction, which it inherits from the component; the plain logical keywords would use the
 * page's, and a `dir="rtl"` section of a left-to-right page would be placed the wrong way round.
 */
const areas: Record<PopupPlacement, string> = {
  'bottom-start': 'bottom span-self-x-end',
  bottom: 'bottom span-all',
  'bottom-end': 'bottom span-self-x-start',
  'top-start': 'top span-self-x-end',
  top: 'top span-all',
  'top-end': 'top span-self-x-start',
  start: 'self-x-start span-all',
  end: 'self-x-end span-all',
};

/** The CSS declarations that place the popup with anchor positioning, as property → value. */
export function anchorDeclarations(placement: PopupPlacement): Record<string, string> {
  const side = placementSide(placement);
  const vertical = side === 'top' || side === 'bottom';
  // The gap is a margin on the side that faces the anchor, so a flip carries it along.
  const gap = {
    top: 'margin-bottom',
    bottom: 'margin-top',
    start: 'margin-inline-end',
    end: 'margin-inline-start',
  }[side];
  return {
    'position-area': areas[placement],
    // Above/below first, then the alignment, then both; the side placements flip across.
    'position-try-fallbacks': vertical
      ? 'flip-block, flip-inline, flip-block flip-inline'
      : 'flip-inline',
    margin: '0',
    [gap]: 'var(--_sk-popup-offset)',
  };
}

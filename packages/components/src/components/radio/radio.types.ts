/**
 * How a radio group sets out its options: one under another (`vertical`), or side by side and
 * wrapping (`horizontal`). The arrow keys work the same in both, as the APG radio group asks.
 */
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

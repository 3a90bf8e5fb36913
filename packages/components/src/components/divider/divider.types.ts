/**
 * The direction of the line: `horizontal` between stacked blocks, `vertical` between items side
 * by side (in a flex row it runs the full height of the row).
 */
export const dividerOrientations = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];

/**
 * How far outside the viewport an island counts as in view: it hydrates, and its demo's elements
 * are defined, a little before it scrolls in, so it is ready when seen.
 */
export const viewMargin = '200px 0px';

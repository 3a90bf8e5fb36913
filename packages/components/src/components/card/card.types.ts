/**
 * How the card sets itself apart from the page: `outlined` draws a border on the page's surface,
 * `filled` a quieter background without one.
 */
export const cardAppearances = ['outlined', 'filled'] as const;
export type CardAppearance = (typeof cardAppearances)[number];

/** Where the media goes: above the content (`vertical`), or beside it (`horizontal`). */
export const cardLayouts = ['vertical', 'horizontal'] as const;
export type CardLayout = (typeof cardLayouts)[number];

/** The regions whose slots may be empty; each is hidden, and takes no gap, while it is. */
export const cardRegions = ['media', 'header', 'body', 'footer'] as const;
export type CardRegion = (typeof cardRegions)[number];

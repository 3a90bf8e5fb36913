/**
 * The heading levels an accordion's section headings may take (`heading-level`): 2 to 6, since
 * level 1 is the page's title.
 */
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

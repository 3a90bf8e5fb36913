/** The element that holds one island in a page's HTML (`Island`). */
export const islandTag = 'skerry-island';

/**
 * What a list holds: items whose order does not matter (`unordered`), steps or rankings whose
 * order does (`ordered`, numbered), or terms each with its description (`description`).
 */
export const listTypes = ['unordered', 'ordered', 'description'] as const;
export type ListType = (typeof listTypes)[number];

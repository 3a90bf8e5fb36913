/**
 * Where a field puts its label: above the control (`vertical`), beside it (`horizontal`), above
 * it with less space (`compact`), or after the control on one line (`inline`, for checkbox,
 * radio and toggle).
 */
export const fieldLayouts = ['vertical', 'horizontal', 'compact', 'inline'] as const;

export type FieldLayout = (typeof fieldLayouts)[number];

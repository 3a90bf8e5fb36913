/**
 * Which side of the switch the label is on in the `inline` layout: after it (`end`, as a
 * checkbox's label), or before it (`start`, as in a list of settings, the switches lined up at
 * the end of the row). `start` and `end` follow the text direction.
 */
export const toggleLabelPositions = ['end', 'start'] as const;
export type ToggleLabelPosition = (typeof toggleLabelPositions)[number];

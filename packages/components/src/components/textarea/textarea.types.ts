/**
 * How the reader may resize the field by its corner handle: along the block axis (down the page
 * in horizontal text), in both directions, or not at all.
 */
export const textareaResizes = ['vertical', 'both', 'none'] as const;
export type TextareaResize = (typeof textareaResizes)[number];

/**
 * How long lines show: wrapped at the edge (`soft`), or on one line that scrolls sideways
 * (`off`), for code or poetry. The submitted value has line breaks only where the reader typed
 * them. Native `hard` is left out: it needs a fixed column count (`cols`), which a field that
 * fills its container does not have.
 */
export const textareaWraps = ['soft', 'off'] as const;
export type TextareaWrap = (typeof textareaWraps)[number];

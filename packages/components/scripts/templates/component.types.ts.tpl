// TODO(new:component): list the component's own enumerations here, or delete this file (and
// its export from src/index.ts) if it has none.
/** The look of the box, from the page's own surface to one set slightly apart. */
export const __camel__Variants = ['neutral', 'subtle'] as const;
export type __Pascal__Variant = (typeof __camel__Variants)[number];

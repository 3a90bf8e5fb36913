// TODO(new:component): list the control's own enumerations here, or delete this file (and its
// export from src/index.ts) if it has none. Sizes and status variants come from the shared
// scales, never from a list of the control's own.
/** The kinds of text the control takes, each with its own keyboard and autofill. */
export const __camel__Types = ['text', 'email', 'tel', 'url'] as const;
export type __Pascal__Type = (typeof __camel__Types)[number];

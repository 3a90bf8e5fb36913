/**
 * The themes every semantic role has a value in, and a token as the CSS formats read it. Shared
 * by the Style Dictionary build and the browser-side theme builder, so neither imports Node.
 */
export const themes = ['light', 'dark', 'high-contrast'] as const;
export type Theme = (typeof themes)[number];

export interface ResolvedToken {
  /** The custom property: `--sk-color-text-subtle`. */
  name: string;
  path: string[];
  type: string;
  description: string;
  /** The resolved CSS value. */
  value: string;
  /** The custom property this token is an alias of, if it is one. */
  alias: string | null;
  /** Whether the token belongs to a theme (a semantic role) rather than the shared foundation. */
  themed: boolean;
}

export const cssName = (tokenPath: readonly string[]) => `--sk-${tokenPath.join('-')}`;

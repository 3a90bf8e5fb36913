/** The themes every themed token has a value in. */
export type TokenTheme = 'light' | 'dark' | 'high-contrast';

/** One token as `@skerry/tokens/tokens.json` describes it. */
export interface TokenRecord {
  /** The custom property: `--sk-color-text-subtle`. */
  name: string;
  path: string[];
  category: string;
  type: string;
  description: string;
  /** The resolved value in each theme; the same in all for foundation tokens. */
  values: Record<TokenTheme, string>;
  /** The custom property it aliases in each theme, for semantic roles. */
  aliases: Record<TokenTheme, string | null>;
  themed: boolean;
  /**
   * For roles that are read against a background: that background's token and the contrast
   * ratio in each theme, so documentation can show the figures the tests enforce.
   */
  contrast: { against: string; minimum: number; ratios: Record<TokenTheme, number> } | null;
}

/** `@skerry/tokens/tokens.json`: every token, for documentation and tools. */
export interface TokensJson {
  themes: TokenTheme[];
  tokens: TokenRecord[];
}

declare const tokensJson: TokensJson;
export default tokensJson;

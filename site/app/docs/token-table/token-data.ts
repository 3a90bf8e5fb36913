import tokenData, { type TokenRecord, type TokenTheme } from '@skerry/tokens/tokens.json';

export type { TokenRecord };
export type Theme = TokenTheme;

export const { themes, tokens } = tokenData;

export const themeNames: Record<Theme, string> = {
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

/**
 * A token by its CSS name. Documentation elements name tokens in their source; a renamed or
 * removed token must stop the build here rather than leave an empty cell on a page.
 */
export function token(name: string, from: readonly TokenRecord[] = tokens): TokenRecord {
  const found = from.find((t) => t.name === name);
  if (!found) throw new Error(`Unknown design token ${name}: it is not in @skerry/tokens.`);
  return found;
}

/** The tokens whose path starts with `prefix`, in the order the package defines them. */
export function tokensAt(
  prefix: readonly string[],
  from: readonly TokenRecord[] = tokens,
): TokenRecord[] {
  return from.filter((t) => prefix.every((part, index) => t.path[index] === part));
}

/** Root font size the rem values are drawn and listed against: the browsers' default. */
export const rootFontSize = 16;

/** CSS pixels of a `rem` or `px` length, as the tokens write them (`1.25rem`, `640px`). */
export function toPixels(length: string): number {
  const match = /^(-?\d*\.?\d+)(rem|px)$/.exec(length.trim());
  if (!match) throw new Error(`Cannot convert "${length}" to pixels: only rem and px are drawn.`);
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * rootFontSize : amount;
}

/** "1.25rem (20 px)": a length as written, with its pixel size when it is not already pixels. */
export function describeLength(length: string): string {
  return length.endsWith('px') ? length : `${length} (${toPixels(length)} px)`;
}

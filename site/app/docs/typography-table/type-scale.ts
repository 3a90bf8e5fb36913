import { type TokenRecord, token, tokens, tokensAt, toPixels } from '../token-table/token-data.ts';

/**
 * How each step of the type scale is set: the package defines sizes, line heights, weights and
 * letter spacings as separate tokens, so the pairing a step is meant to be used with is stated
 * here, by token name, and its values are read from the tokens.
 */
interface TypeStyle {
  use: string;
  lineHeight: string;
  weight: string;
  /** Only where the step changes the letter spacing from the font's own. */
  letterSpacing?: string;
}

const typeStyles: Record<string, TypeStyle> = {
  '4xl': {
    use: 'Page title',
    lineHeight: '--sk-line-height-tight',
    weight: '--sk-font-weight-bold',
    letterSpacing: '--sk-letter-spacing-tight',
  },
  '3xl': {
    use: 'Narrow page title',
    lineHeight: '--sk-line-height-tight',
    weight: '--sk-font-weight-bold',
    letterSpacing: '--sk-letter-spacing-tight',
  },
  '2xl': {
    use: 'Section heading',
    lineHeight: '--sk-line-height-tight',
    weight: '--sk-font-weight-semibold',
    letterSpacing: '--sk-letter-spacing-tight',
  },
  xl: {
    use: 'Subsection heading',
    lineHeight: '--sk-line-height-tight',
    weight: '--sk-font-weight-semibold',
    letterSpacing: '--sk-letter-spacing-tight',
  },
  lg: {
    use: 'Lead text, card titles',
    lineHeight: '--sk-line-height-normal',
    weight: '--sk-font-weight-medium',
  },
  md: {
    use: 'Body text',
    lineHeight: '--sk-line-height-relaxed',
    weight: '--sk-font-weight-regular',
  },
  sm: {
    use: 'Interface text, captions',
    lineHeight: '--sk-line-height-normal',
    weight: '--sk-font-weight-regular',
  },
  xs: {
    use: 'Badges, short labels',
    lineHeight: '--sk-line-height-normal',
    weight: '--sk-font-weight-semibold',
    letterSpacing: '--sk-letter-spacing-wide',
  },
};

export interface TokenValue {
  name: string;
  value: string;
}

export interface TypeScaleRow {
  step: string;
  size: TokenValue;
  pixels: number;
  use?: string;
  lineHeight?: TokenValue;
  weight?: TokenValue;
  letterSpacing?: TokenValue;
}

const valueOf = (name: string | undefined, from: readonly TokenRecord[]) => {
  if (!name) return undefined;
  return { name, value: token(name, from).values.light };
};

/**
 * One row per font-size token, smallest first as the package orders them, with the line height,
 * weight and letter spacing that step is set with. A step the package adds later still gets its
 * row, with its size alone until its pairing is written above.
 */
export function typeScaleRows(from: readonly TokenRecord[] = tokens): TypeScaleRow[] {
  return tokensAt(['font', 'size'], from).map((size) => {
    const step = size.path.at(-1)!;
    const style = Object.hasOwn(typeStyles, step) ? typeStyles[step] : undefined;
    return {
      step,
      size: { name: size.name, value: size.values.light },
      pixels: toPixels(size.values.light),
      use: style?.use,
      lineHeight: valueOf(style?.lineHeight, from),
      weight: valueOf(style?.weight, from),
      letterSpacing: valueOf(style?.letterSpacing, from),
    };
  });
}

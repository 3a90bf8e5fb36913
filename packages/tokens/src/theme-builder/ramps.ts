/**
 * The brand and neutral ramps: eleven steps each, at the OKLCH lightness of Skerry's own blue and
 * neutral steps (measured from color.json), in the brand's hue, chroma clamped into sRGB.
 */
import { type Oklch, clampChroma, hexToOklch, oklchToHex } from './oklch.ts';
import { foundationFiles, isToken, tokenAt } from './sources.ts';

export const rampSteps = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  '950',
] as const;
export type RampStep = (typeof rampSteps)[number];
export type Ramp = Record<RampStep, string>;

/** A palette family of color.json, which must have exactly the ramp's steps. */
function sourceRamp(family: string): Ramp {
  const ramp = Object.fromEntries(
    rampSteps.map((step) => {
      const token = tokenAt(foundationFiles.color!, ['color', family, step]);
      if (!isToken(token) || typeof token.$value !== 'string') {
        throw new Error(`color.json has no color.${family}.${step}`);
      }
      return [step, token.$value.toLowerCase()];
    }),
  );
  return ramp as Ramp;
}

export const skerryBlue = sourceRamp('blue');
export const skerryNeutral = sourceRamp('neutral');
const blue = rampSteps.map((s) => hexToOklch(skerryBlue[s]));
const neutral = rampSteps.map((s) => hexToOklch(skerryNeutral[s]));
const neutralPeak = Math.max(...neutral.map((c) => c.c));

/** Chroma at which a colour's hue is noise, not a hue: greys and near-greys. */
const achromatic = 0.01;
/** The chroma the neutral ramp's most coloured step reaches at tint 100. */
const fullTintChroma = 0.08;

const fromOklch = (color: Oklch) => oklchToHex(clampChroma(color));

/**
 * The brand ramp. The step whose lightness is nearest the brand's own is the brand itself; the
 * others take the blue step's lightness and the blue ramp's chroma profile, scaled so that the
 * brand's step has the brand's chroma, reduced where sRGB cannot show it.
 */
export function brandRamp(brand: string): Ramp {
  const own = hexToOklch(brand);
  const anchor = nearestStep(blue, own.l);
  const scale = own.c / blue[anchor]!.c;
  return Object.fromEntries(
    rampSteps.map((step, i) => [
      step,
      i === anchor ? brand : fromOklch({ l: blue[i]!.l, c: blue[i]!.c * scale, h: own.h }),
    ]),
  ) as Ramp;
}

/**
 * The neutral ramp: Skerry's neutral lightnesses and chroma profile, in the brand's hue. `tint`
 * 0 is pure grey; 100 gives the most coloured step a chroma of 0.08, or the brand's own when that
 * is less (a grey brand has no hue to lend).
 */
export function neutralRamp(brand: string, tint: number): Ramp {
  const own = hexToOklch(brand);
  const peak = own.c < achromatic ? 0 : (Math.min(own.c, fullTintChroma) * tint) / 100;
  return Object.fromEntries(
    rampSteps.map((step, i) => [
      step,
      fromOklch({ l: neutral[i]!.l, c: (neutral[i]!.c / neutralPeak) * peak, h: own.h }),
    ]),
  ) as Ramp;
}

function nearestStep(ramp: readonly Oklch[], lightness: number): number {
  let best = 0;
  ramp.forEach((c, i) => {
    if (Math.abs(c.l - lightness) < Math.abs(ramp[best]!.l - lightness)) best = i;
  });
  return best;
}

/** The distance of two ramps: the mean OKLab ΔE of their steps. */
export function rampDistance(a: Ramp, b: Ramp): number {
  const lab = (hex: string) => {
    const { l, c, h } = hexToOklch(hex);
    return [l, c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  };
  const total = rampSteps.reduce((sum, step) => {
    const [x, y] = [lab(a[step]), lab(b[step])];
    return sum + Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!);
  }, 0);
  return total / rampSteps.length;
}

/** The tint whose neutral ramp comes closest to Skerry's own, for a brand. */
export function closestTint(brand: string, target: Ramp = skerryNeutral): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let tint = 0; tint <= 100; tint++) {
    const distance = rampDistance(neutralRamp(brand, tint), target);
    if (distance < bestDistance) [best, bestDistance] = [tint, distance];
  }
  return best;
}

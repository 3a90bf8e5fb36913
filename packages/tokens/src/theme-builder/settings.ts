/**
 * What a person chooses in the theme builder, its defaults (Skerry's own look), and the share
 * link's query that carries it.
 */
import { closestTint } from './ramps.ts';
import { foundationFiles, tokenAt } from './sources.ts';

export interface ThemeSettings {
  /** '#rrggbb', lowercase. */
  brand: string;
  /** 0…100, an integer: how strongly the neutrals carry the brand's hue (0 = pure grey). */
  tint: number;
  /** Scales radius sm/md/lg (medium = Skerry's own; full stays a pill). */
  corners: 'square' | 'small' | 'medium' | 'large';
  /** Scales the space scale (default = Skerry's own). */
  density: 'compact' | 'default' | 'comfortable';
  /** The font.family.sans stack; inter = Skerry's own. Stacks only: nothing is downloaded. */
  font: 'inter' | 'system' | 'humanist' | 'serif';
}

export interface SettingProblem {
  field: keyof ThemeSettings;
  value: string;
  message: string;
}

const skerrySans = tokenAt(foundationFiles.typography!, ['font', 'family', 'sans'])?.$value;
if (!Array.isArray(skerrySans)) throw new Error('typography.json has no font.family.sans list');

/** The families of each font choice, as DTCG fontFamily values. */
export const fontFamilies: Record<ThemeSettings['font'], readonly string[]> = {
  inter: skerrySans as string[],
  system: ['system-ui', 'sans-serif'],
  humanist: [
    'Seravek',
    'Gill Sans Nova',
    'Ubuntu',
    'Calibri',
    'DejaVu Sans',
    'source-sans-pro',
    'sans-serif',
  ],
  serif: ['Charter', 'Bitstream Charter', 'Sitka Text', 'Cambria', 'Georgia', 'serif'],
};

/** The factor each corner choice applies to radius sm/md/lg. */
export const cornerScale: Record<ThemeSettings['corners'], number> = {
  square: 0,
  small: 0.5,
  medium: 1,
  large: 1.5,
};

/** The factor each density applies to the space scale. */
export const densityScale: Record<ThemeSettings['density'], number> = {
  compact: 0.75,
  default: 1,
  comfortable: 1.25,
};

/** A font family list as CSS writes it (and as Style Dictionary's fontFamily/css does). */
export function fontStack(families: readonly string[]): string {
  return families.map((f) => (/\s/.test(f) ? `'${f.replace(/'/g, "\\'")}'` : f)).join(', ');
}

export const settingChoices = {
  corners: [
    { value: 'square', label: 'Square' },
    { value: 'small', label: 'Small' },
    { value: 'medium', label: 'Medium (Skerry)' },
    { value: 'large', label: 'Large' },
  ],
  density: [
    { value: 'compact', label: 'Compact' },
    { value: 'default', label: 'Default (Skerry)' },
    { value: 'comfortable', label: 'Comfortable' },
  ],
  font: [
    { value: 'inter', label: 'Inter (Skerry)', stack: fontStack(fontFamilies.inter) },
    { value: 'system', label: 'System interface font', stack: fontStack(fontFamilies.system) },
    { value: 'humanist', label: 'Humanist sans-serif', stack: fontStack(fontFamilies.humanist) },
    { value: 'serif', label: 'Serif', stack: fontStack(fontFamilies.serif) },
  ],
} as const satisfies {
  corners: readonly { value: ThemeSettings['corners']; label: string }[];
  density: readonly { value: ThemeSettings['density']; label: string }[];
  font: readonly { value: ThemeSettings['font']; label: string; stack: string }[];
};

const skerryBrand = tokenAt(foundationFiles.color!, ['color', 'blue', '600'])?.$value;
if (typeof skerryBrand !== 'string') throw new Error('color.json has no color.blue.600');

/** Skerry's own look: blue.600, the tint nearest Skerry's neutrals, its radii, space and Inter. */
export const defaultSettings: ThemeSettings = Object.freeze({
  brand: skerryBrand.toLowerCase(),
  tint: closestTint(skerryBrand.toLowerCase()),
  corners: 'medium',
  density: 'default',
  font: 'inter',
});

/** What a person types in a colour field: '#abc', 'abc', '#aabbcc', 'AABBCC' → '#aabbcc'. */
export function parseHex(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

const fields = [
  'brand',
  'tint',
  'corners',
  'density',
  'font',
] as const satisfies readonly (keyof ThemeSettings)[];

const oneOf = <T extends string>(choices: readonly { value: T; label: string }[]) => ({
  parse: (text: string) => choices.find((c) => c.value === text)?.value ?? null,
  expected: choices.map((c) => `'${c.value}'`).join(', '),
});

/** The settings a share link's query holds; invalid values fall back to the default, each with a problem. Unknown keys are ignored. */
export function readSettings(query: string | URLSearchParams): {
  settings: ThemeSettings;
  problems: SettingProblem[];
} {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const settings: ThemeSettings = { ...defaultSettings };
  const problems: SettingProblem[] = [];
  const choice = {
    corners: oneOf(settingChoices.corners),
    density: oneOf(settingChoices.density),
    font: oneOf(settingChoices.font),
  };
  for (const field of fields) {
    const value = params.get(field);
    if (value === null) continue;
    const fail = (expected: string) =>
      problems.push({
        field,
        value,
        message: `${field} '${value}' is not ${expected}; using the default, ${String(defaultSettings[field])}.`,
      });
    if (field === 'brand') {
      const hex = parseHex(value);
      if (hex) settings.brand = hex;
      else fail('a hex colour such as 0065ab');
    } else if (field === 'tint') {
      const tint = /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
      if (tint >= 0 && tint <= 100) settings.tint = tint;
      else fail('a whole number from 0 to 100');
    } else {
      const parsed = choice[field].parse(value);
      if (parsed) (settings as Record<typeof field, string>)[field] = parsed;
      else fail(`one of ${choice[field].expected}`);
    }
  }
  return { settings, problems };
}

/** The share link's query, without '?', in a stable order. */
export function writeSettings(settings: ThemeSettings): string {
  return fields
    .map((field) => {
      const value = field === 'brand' ? settings.brand.replace(/^#/, '') : String(settings[field]);
      return `${field}=${encodeURIComponent(value)}`;
    })
    .join('&');
}

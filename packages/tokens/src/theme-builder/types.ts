/** The shapes the theme builder hands out. */
import type { Theme } from '../lib/themes.ts';
import type { RampStep } from './ramps.ts';
import type { ThemeSettings } from './settings.ts';

export type ThemeName = Theme;

export interface PairCheck {
  theme: ThemeName;
  /** Role name, e.g. 'on-interactive'. */
  foreground: string;
  /** Role name, e.g. 'interactive'. */
  background: string;
  kind: 'text' | 'non-text';
  /** 4.5 or 3, from the shared pair table. */
  minimum: number;
  /** Of the final values, rounded to 2 decimals. */
  ratio: number;
  passes: boolean;
  /** Set when the builder changed a role to make the pair pass (or tried to): what it did. */
  adjustment?: string;
}

export interface RoleValue {
  /** Resolved hex. */
  value: string;
  /** The palette token it aliases, e.g. 'color.brand.600'; null for a literal. */
  alias: string | null;
}

export interface DerivedTheme {
  settings: ThemeSettings;
  ramps: { brand: Record<RampStep, string>; neutral: Record<RampStep, string> };
  /** Each theme's semantic roles: every role the package's themes define. */
  roles: Record<ThemeName, Record<string, RoleValue>>;
  /** Every pair of the shared table, in every theme. */
  checks: PairCheck[];
  /** The checks that still fail after adjustment. */
  failures: PairCheck[];
}

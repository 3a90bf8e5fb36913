import metadata from '@skerry/icons/icons.json';
import type { IconInfo } from './filter-icons.ts';

export interface IconRecord extends IconInfo {
  /** Lucide's name for the drawing. */
  source: string;
}

export const icons: readonly IconRecord[] = metadata.icons;
export const iconCategories: Readonly<Record<string, string>> = metadata.categories;

/*
 * The sizes of sk-icon, named as the components' shared size scale; the icon size tokens keep
 * their short names.
 */
export const iconSizes = {
  small: { label: 'Small (16 px)', value: 'var(--sk-size-icon-sm)' },
  medium: { label: 'Medium (20 px)', value: 'var(--sk-size-icon-md)' },
  large: { label: 'Large (24 px)', value: 'var(--sk-size-icon-lg)' },
  'x-large': { label: 'Extra large (32 px)', value: 'var(--sk-size-icon-xl)' },
} as const;
export type IconSize = keyof typeof iconSizes;

/** Colour roles an icon takes in practice; each meets 3:1 against the surface in every theme. */
export const iconColors = {
  text: 'Text',
  'text-subtle': 'Subtle text',
  interactive: 'Interactive',
  'status-success': 'Success',
  'status-warning': 'Warning',
  'status-danger': 'Danger',
  'status-info': 'Info',
} as const;
export type IconColor = keyof typeof iconColors;

export type PreviewTheme = 'page' | 'light' | 'dark' | 'high-contrast';
export const previewThemes: Record<PreviewTheme, string> = {
  page: 'As the page',
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

/** How the explorer draws its icons, as the reader set it. */
export interface IconPreview {
  size: IconSize;
  color: IconColor;
  theme: PreviewTheme;
}

export function findIcon(name: string | null): IconRecord | undefined {
  return name ? icons.find((icon) => icon.name === name) : undefined;
}

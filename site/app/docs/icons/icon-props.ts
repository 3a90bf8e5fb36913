import { DocElementError } from '../shared/element-error.ts';
import {
  type IconRecord,
  type IconSize,
  findIcon,
  iconCategories,
  iconSizes,
} from './icon-data.ts';

/*
 * The checks every icon view makes of what an MDX author wrote, with one wording: a mistake stops
 * the build naming the element and what would be right.
 */

export function iconNamed(element: string, name: string): IconRecord {
  const icon = findIcon(name);
  if (!icon) {
    throw new DocElementError(
      element,
      `there is no icon named "${String(name)}"; every name is on /foundation/icons/.`,
    );
  }
  return icon;
}

/** `value` if it is a key of `allowed`; otherwise the build stops listing the keys. */
function oneOf<K extends string>(
  element: string,
  attribute: string,
  value: string,
  allowed: Readonly<Record<K, unknown>>,
): K {
  if (!(value in allowed)) {
    throw new DocElementError(
      element,
      `${attribute} "${String(value)}" is not one of ${Object.keys(allowed).join(', ')}.`,
    );
  }
  return value as K;
}

export const iconCategory = (element: string, category: string): string =>
  oneOf(element, 'category', category, iconCategories);

export const iconSize = (element: string, size: string): IconSize =>
  oneOf(element, 'size', size, iconSizes);

import { DocElementError } from '../element-error.ts';
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

export function iconCategory(element: string, category: string): string {
  if (!(category in iconCategories)) {
    throw new DocElementError(
      element,
      `category "${String(category)}" is not one of ${Object.keys(iconCategories).join(', ')}.`,
    );
  }
  return category;
}

export function iconSize(element: string, size: string): IconSize {
  if (!(size in iconSizes)) {
    throw new DocElementError(
      element,
      `size "${String(size)}" is not one of ${Object.keys(iconSizes).join(', ')}.`,
    );
  }
  return size as IconSize;
}

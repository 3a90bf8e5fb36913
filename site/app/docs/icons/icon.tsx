import { DocElementError } from '../element-error.ts';
import { type IconSize, findIcon, iconSizes } from './icon-data.ts';
import { IconGlyph } from './icon-glyph.tsx';

/**
 * One icon in a page, from the sprite, in the text's colour: `<Icon name="download" />`.
 * Decorative unless `label` says what it means; `size` is a token size (default `md`). An
 * unknown name or size stops the build.
 */
export function Icon({
  name,
  size = 'md',
  label,
}: {
  name: string;
  size?: IconSize;
  label?: string;
}) {
  if (!findIcon(name)) {
    throw new DocElementError(
      'Icon',
      `there is no icon named "${String(name)}"; every name is on /foundation/icons/.`,
    );
  }
  if (!(size in iconSizes)) {
    throw new DocElementError(
      'Icon',
      `size "${String(size)}" is not one of ${Object.keys(iconSizes).join(', ')}.`,
    );
  }
  if (label !== undefined && label.trim() === '') {
    throw new DocElementError('Icon', 'label must say what the icon means, or be left out.');
  }
  return (
    <span className="sk-icon-inline">
      <IconGlyph name={name} size={iconSizes[size].value} label={label?.trim()} />
    </span>
  );
}

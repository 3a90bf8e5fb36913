import { DocElementError } from '../shared/element-error.ts';
import { type IconSize, iconSizes } from './icon-data.ts';
import { IconGlyph } from './icon-glyph.tsx';
import { iconNamed, iconSize } from './icon-props.ts';

/**
 * One icon in a page, from the sprite, in the text's colour: `<Icon name="download" />`.
 * Decorative unless `label` says what it means; `size` is one of sk-icon's sizes (default `medium`). An
 * unknown name or size stops the build.
 */
export function Icon({
  name,
  size = 'medium',
  label,
}: {
  name: string;
  size?: IconSize;
  label?: string;
}) {
  iconNamed('Icon', name);
  iconSize('Icon', size);
  if (label !== undefined && label.trim() === '') {
    throw new DocElementError('Icon', 'label must say what the icon means, or be left out.');
  }
  return (
    <span className="sk-icon-inline">
      <IconGlyph name={name} size={iconSizes[size].value} label={label?.trim()} />
    </span>
  );
}

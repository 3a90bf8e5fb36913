import sprite from '@skerry/icons/sprite.svg?url';

/**
 * One icon from the sprite, drawn in the current text colour at the given size. Decorative
 * unless `label` names it: then it is an image with that name.
 */
export function IconGlyph({
  name,
  size = 'var(--sk-size-icon-lg)',
  label,
}: {
  name: string;
  size?: string;
  label?: string;
}) {
  return (
    <svg
      className="sk-icon-glyph"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      style={{ width: size, height: size }}
    >
      <use href={`${sprite}#sk-icon-${name}`} />
    </svg>
  );
}

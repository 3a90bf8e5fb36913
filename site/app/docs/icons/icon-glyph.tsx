import sprite from '@skerry/icons/sprite.svg?url';

/**
 * One icon from the sprite, drawn in the current text colour at the given size. Decorative here:
 * the name beside it says what it is.
 */
export function IconGlyph({
  name,
  size = 'var(--sk-size-icon-lg)',
}: {
  name: string;
  size?: string;
}) {
  return (
    <svg
      className="sk-icon-glyph"
      aria-hidden="true"
      focusable="false"
      style={{ width: size, height: size }}
    >
      <use href={`${sprite}#sk-icon-${name}`} />
    </svg>
  );
}

import { type ReactNode, useId } from 'react';

/**
 * An SVG diagram as one image for assistive technology: `role="img"`, named by its `<title>` and
 * described by its `<desc>`, which states in words every value the drawing shows. Colours come
 * from the stylesheet's tokens and `currentColor`, so the drawing follows the theme.
 */
export function Diagram({
  title,
  description,
  width,
  height,
  children,
}: {
  title: string;
  description: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      className="sk-diagram"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

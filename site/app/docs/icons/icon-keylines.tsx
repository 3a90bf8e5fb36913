import { IconGlyph } from './icon-glyph.tsx';

const shapes = [
  {
    id: 'circle',
    title: 'Circle: 20 px across',
    draw: <circle cx="12" cy="12" r="10" />,
  },
  {
    id: 'square',
    title: 'Square: 18 by 18 px',
    draw: <rect x="3" y="3" width="18" height="18" rx="2" />,
  },
  {
    id: 'portrait',
    title: 'Portrait rectangle: 16 wide, 20 tall',
    draw: <rect x="4" y="2" width="16" height="20" rx="2" />,
  },
  {
    id: 'landscape',
    title: 'Landscape rectangle: 20 wide, 16 tall',
    draw: <rect x="2" y="4" width="20" height="16" rx="2" />,
  },
];

function Grid() {
  const lines = Array.from({ length: 25 }, (_, i) => i);
  return (
    <g className="sk-keylines__grid">
      {lines.map((i) => (
        <line key={`v${i}`} x1={i} y1="0" x2={i} y2="24" />
      ))}
      {lines.map((i) => (
        <line key={`h${i}`} x1="0" y1={i} x2="24" y2={i} />
      ))}
      <rect className="sk-keylines__live" x="1" y="1" width="22" height="22" />
    </g>
  );
}

/**
 * The 24 px grid and the four keyline shapes every icon is sized against, drawn to scale, with an
 * icon of the set on the same grid for comparison.
 */
export function IconKeylines() {
  return (
    <ul className="sk-keylines">
      {shapes.map((shape) => (
        <li key={shape.id}>
          <svg viewBox="-0.5 -0.5 25 25" role="img" aria-labelledby={`keyline-${shape.id}`}>
            <title id={`keyline-${shape.id}`}>{shape.title}</title>
            <Grid />
            <g className="sk-keylines__shape">{shape.draw}</g>
          </svg>
          <span aria-hidden="true">{shape.title}</span>
        </li>
      ))}
      <li>
        <span className="sk-keylines__example">
          <IconGlyph name="calendar" size="100%" />
        </span>
        <span>The calendar icon, drawn on the same grid</span>
      </li>
    </ul>
  );
}

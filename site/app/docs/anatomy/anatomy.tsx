import { type ReactNode, useId } from 'react';
import { DocElementError, positiveInteger, requiredText } from '../shared/element-error.ts';

const element = 'Anatomy';

/** One numbered part: the point of the drawing it names, and what it is. */
export interface AnatomyPart {
  name: string;
  description: string;
  /** The point the callout's line ends on, in the drawing's coordinates. */
  x: number;
  y: number;
  /** Where the numbered marker sits: above the drawing (the default) or below it. */
  side?: 'top' | 'bottom';
  /** The marker's horizontal position, when it must move aside from another one; `x` by default. */
  markerX?: number;
}

/** The room above and below the drawing where the markers sit. */
export const markerBand = 32;
const markerRadius = 11;

function coordinate(at: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    throw new DocElementError(
      element,
      `${at} must be a number from 0 to ${max}, a point on the drawing (got ${JSON.stringify(value)}).`,
    );
  }
  return value;
}

/**
 * Checks the parts an author listed against the drawing's size: 1 to 9 parts (one digit fits a
 * marker), each with a name, a description and a point inside the drawing.
 */
export function anatomyParts(
  parts: unknown,
  width: number,
  height: number,
): Required<AnatomyPart>[] {
  if (!Array.isArray(parts) || parts.length === 0 || parts.length > 9) {
    throw new DocElementError(
      element,
      'parts must be a list of 1 to 9 parts, written parts={[{ name, description, x, y }, …]}.',
    );
  }
  return parts.map((part: unknown, index) => {
    const at = `parts[${index}]`;
    if (typeof part !== 'object' || part === null) {
      throw new DocElementError(element, `${at} must be an object.`);
    }
    const given = part as Record<string, unknown>;
    const side = given.side ?? 'top';
    if (side !== 'top' && side !== 'bottom') {
      throw new DocElementError(
        element,
        `${at}.side must be "top" or "bottom" (got ${JSON.stringify(side)}).`,
      );
    }
    const x = coordinate(`${at}.x`, given.x, width);
    return {
      name: requiredText(element, `${at}.name`, given.name),
      description: requiredText(element, `${at}.description`, given.description),
      x,
      y: coordinate(`${at}.y`, given.y, height),
      side,
      markerX: given.markerX === undefined ? x : coordinate(`${at}.markerX`, given.markerX, width),
    };
  });
}

/**
 * A component's anatomy: a drawing (SVG shapes given as children, in a `width` × `height`
 * space, coloured with the `sk-anatomy__*` classes so it follows the theme) with numbered markers
 * pointing at its parts, and a numbered legend in text. The drawing is one image named by `title`
 * and described by `description`; the legend carries everything the markers say, so nothing
 * rests on seeing the figure.
 */
export function Anatomy({
  title,
  description,
  width,
  height,
  parts,
  children,
}: {
  title: string;
  description: string;
  width: number | string;
  height: number | string;
  parts: AnatomyPart[];
  children: ReactNode;
}) {
  const id = useId();
  const name = requiredText(element, 'title', title);
  const alt = requiredText(element, 'description', description);
  const w = positiveInteger(element, 'width', width);
  const h = positiveInteger(element, 'height', height);
  const list = anatomyParts(parts, w, h);
  const markerY = { top: -markerBand / 2, bottom: h + markerBand / 2 };
  return (
    <figure className="sk-anatomy" aria-labelledby={`${id}-caption`}>
      <div className="sk-anatomy__stage">
        <svg
          className="sk-anatomy__figure"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 ${-markerBand} ${w} ${h + 2 * markerBand}`}
          width={w}
          height={h + 2 * markerBand}
        >
          <title id={`${id}-title`}>{name}</title>
          <desc id={`${id}-desc`}>{alt}</desc>
          <g>{children}</g>
          {list.map((part, index) => {
            const y = markerY[part.side];
            const toward = part.side === 'top' ? markerRadius : -markerRadius;
            return (
              <g key={part.name} className="sk-anatomy__callout">
                <line x1={part.markerX} y1={y + toward} x2={part.x} y2={part.y} />
                <circle className="sk-anatomy__point" cx={part.x} cy={part.y} r={3} />
                <circle className="sk-anatomy__marker" cx={part.markerX} cy={y} r={markerRadius} />
                <text
                  className="sk-anatomy__number"
                  x={part.markerX}
                  y={y}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {index + 1}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="sk-anatomy__caption">
        <span id={`${id}-caption`} className="sk-anatomy__title">
          {name}
        </span>
        <ol className="sk-anatomy__legend">
          {list.map((part, index) => (
            <li key={part.name}>
              {/* The list's own numbering is what assistive technology reads; this is its face. */}
              <span className="sk-anatomy__key" aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong>{part.name}</strong>: {part.description}
              </span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

import { Diagram } from '../diagram/diagram.tsx';
import { pageRegions } from './layout-geometry.ts';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';
import { describeLength } from '../token-table/token-data.ts';

const viewport = { width: 1440, height: 900 };
const regions = pageRegions(viewport);
const fontSize = 24;

/** A label broken into lines that fit `width`, by an average glyph width of the sans face. */
function labelLines(label: string, width: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (fontSize * 0.6)));
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The regions of a page drawn to scale at a 1440 × 900 viewport, placed and sized by the layout
 * tokens, with a table of the token behind each region.
 */
export function LayoutRegions() {
  return (
    <figure className="sk-figure">
      <Diagram
        title={`Page regions in a ${viewport.width} by ${viewport.height} pixel window`}
        description={regions
          .map(
            (r) =>
              `${r.label}: ${Math.round(r.width)} by ${Math.round(r.height)} px, set by ${r.token.name}`,
          )
          .join('; ')}
        width={viewport.width}
        height={viewport.height}
      >
        <rect
          className="sk-diagram__frame"
          x="1"
          y="1"
          width={viewport.width - 2}
          height={viewport.height - 2}
        />
        {regions.map((region) => (
          <g key={region.label}>
            <rect
              className="sk-diagram__region"
              data-region={region.label}
              x={region.x}
              y={region.y}
              width={region.width}
              height={region.height}
            />
            <text
              className="sk-diagram__label"
              x={region.x + 16}
              y={region.y + 16}
              dominantBaseline="hanging"
              fontSize={fontSize}
            >
              {labelLines(region.label, region.width - 32).map((line, index) => (
                <tspan key={line} x={region.x + 16} dy={index === 0 ? 0 : fontSize * 1.2}>
                  {line}
                </tspan>
              ))}
              {/* Beside the label where it fits, as in the header; under it otherwise. */}
              <tspan
                className="sk-diagram__value"
                {...(region.width > region.height
                  ? { dx: fontSize / 2 }
                  : { x: region.x + 16, dy: fontSize * 1.2 })}
              >
                {Math.round(region.width)} × {Math.round(region.height)}
              </tspan>
            </text>
          </g>
        ))}
      </Diagram>
      <ScrollRegion label="Layout tokens">
        <table className="sk-token-table">
          <caption>The tokens behind each region</caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {regions.map((region) => (
              <tr key={region.label}>
                <th scope="row">{region.label}</th>
                <td>
                  <code>{region.token.name}</code>
                </td>
                <td>{describeLength(region.token.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}

import { Diagram } from '../diagram/diagram.tsx';
import { breakpointRanges } from '../layout-regions/layout-geometry.ts';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';

const ranges = breakpointRanges();
const widest = ranges.at(-1)!.min;
/** The ruler runs a quarter past the widest breakpoint, so the last range has visible room. */
const rulerEnd = Math.ceil((widest * 1.25) / 100) * 100;
const width = 960;
const x = (pixels: number) => (pixels / rulerEnd) * width;

const rangeText = (range: (typeof ranges)[number]) =>
  range.max === undefined ? `${range.min} px and wider` : `${range.min} to ${range.max} px`;

/**
 * The breakpoints from the built tokens: a ruler of viewport widths showing the ranges they
 * divide, and a table with each one's media query and TypeScript constant.
 */
export function BreakpointTable() {
  return (
    <figure className="sk-figure">
      <Diagram
        title="Breakpoints on a ruler of viewport widths"
        description={`From 0 to ${rulerEnd} px. ${ranges
          .map((r) => `${r.label}: ${rangeText(r)}`)
          .join('; ')}.`}
        width={width}
        height={96}
      >
        {ranges.map((range, index) => {
          const start = x(range.min);
          const end = range.max === undefined ? width : x(range.max + 1);
          return (
            <g key={range.label}>
              <rect
                className="sk-diagram__band"
                data-alternate={index % 2 === 1 ? '' : undefined}
                x={start}
                y="8"
                width={end - start}
                height="44"
              />
              <text
                className="sk-diagram__label"
                x={(start + end) / 2}
                y="30"
                textAnchor="middle"
                dominantBaseline="central"
              >
                {range.label}
              </text>
              {range.token && (
                <>
                  <line className="sk-diagram__tick" x1={start} x2={start} y1="4" y2="62" />
                  <text className="sk-diagram__value" x={start} y="80" textAnchor="middle">
                    {range.min}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </Diagram>
      <ScrollRegion label="Breakpoint tokens">
        <table className="sk-token-table">
          <caption>Breakpoints, from @skerry/tokens</caption>
          <thead>
            <tr>
              <th scope="col">Range</th>
              <th scope="col">Viewport width</th>
              <th scope="col">Token</th>
              <th scope="col">CSS media query</th>
              <th scope="col">TypeScript</th>
            </tr>
          </thead>
          <tbody>
            {ranges.map((range) => (
              <tr key={range.label}>
                <th scope="row">{range.label}</th>
                <td>{rangeText(range)}</td>
                <td>{range.token ? <code>{range.token.name}</code> : 'None: the default'}</td>
                <td>{range.media ? <code>@media {range.media}</code> : 'No query'}</td>
                <td>{range.token ? <code>breakpoints.{range.label}</code> : 'Not needed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}

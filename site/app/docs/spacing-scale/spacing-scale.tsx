import { Diagram } from '../diagram/diagram.tsx';
import { spacingScale } from '../layout-regions/layout-geometry.ts';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';
import { describeLength } from '../token-table/token-data.ts';

const steps = spacingScale();
/** The bars are drawn four times their size: the largest step is only 64 px. */
const scale = 4;
const labelWidth = 150;
const row = 28;
const width = labelWidth + Math.max(...steps.map((s) => s.pixels)) * scale + 56;

/** The spacing scale from the built tokens: a bar chart to compare the steps, and their values. */
export function SpacingScale() {
  return (
    <figure className="sk-figure">
      <Diagram
        title="The spacing scale"
        description={`Bars drawn at ${scale} times their size. ${steps
          .map((s) => `${s.name}: ${describeLength(s.value)}`)
          .join('; ')}.`}
        width={width}
        height={steps.length * row}
      >
        {steps.map((step, index) => (
          <g key={step.name} transform={`translate(0 ${index * row})`}>
            <text className="sk-diagram__label" x="0" y={row / 2} dominantBaseline="central">
              {step.name.replace('--sk-', '')}
            </text>
            <rect
              className="sk-diagram__bar"
              x={labelWidth}
              y={row / 2 - 8}
              width={step.pixels * scale}
              height="16"
              rx="2"
            />
            <text
              className="sk-diagram__value"
              x={labelWidth + step.pixels * scale + 8}
              y={row / 2}
              dominantBaseline="central"
            >
              {step.pixels} px
            </text>
          </g>
        ))}
      </Diagram>
      <ScrollRegion label="Spacing tokens">
        <table className="sk-token-table">
          <caption>The spacing scale, from @skerry/tokens</caption>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.name}>
                <th scope="row">
                  <code>{step.name}</code>
                </th>
                <td>{describeLength(step.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}

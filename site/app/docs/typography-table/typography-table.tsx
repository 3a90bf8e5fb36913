import type { CSSProperties } from 'react';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';
import { type TokenValue, typeScaleRows } from './type-scale.ts';

const rows = typeScaleRows().reverse();

function Setting({ setting }: { setting: TokenValue | undefined }) {
  if (!setting) return <span className="sk-type-table__none">Font default</span>;
  return (
    <>
      <span className="sk-type-table__value">{setting.value}</span>
      <code>{setting.name}</code>
    </>
  );
}

/**
 * The type scale from the built tokens, largest step first: each step as a specimen set in its
 * own size, line height, weight and letter spacing, with the values and token names beside it.
 */
export function TypographyTable() {
  return (
    <ScrollRegion label="Type scale">
      <table className="sk-token-table sk-type-table">
        <caption>The type scale, from @skerry/tokens</caption>
        <thead>
          <tr>
            <th scope="col">Specimen and use</th>
            <th scope="col">Size</th>
            <th scope="col">Line height</th>
            <th scope="col">Weight</th>
            <th scope="col">Letter spacing</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const style: CSSProperties = {
              fontSize: `var(${row.size.name})`,
              lineHeight: row.lineHeight && `var(${row.lineHeight.name})`,
              fontWeight: row.weight && `var(${row.weight.name})`,
              letterSpacing: row.letterSpacing && `var(${row.letterSpacing.name})`,
            };
            return (
              <tr key={row.step} data-step={row.step}>
                <th scope="row">
                  <span className="sk-type-table__specimen" style={style}>
                    {row.use ?? `Step ${row.step}`}
                  </span>
                </th>
                <td>
                  <span className="sk-type-table__value">
                    {row.size.value} ({row.pixels} px)
                  </span>
                  <code>{row.size.name}</code>
                </td>
                <td>
                  <Setting setting={row.lineHeight} />
                </td>
                <td>
                  <Setting setting={row.weight} />
                </td>
                <td>
                  <Setting setting={row.letterSpacing} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

import { Children, type CSSProperties, type ReactNode } from 'react';
import { DocElementError } from '../shared/element-error.ts';

const counts = [2, 3, 4] as const;
export type ColumnCount = (typeof counts)[number];

/** The number of columns an author asked for, checked: 2 when not given. */
export function columnCount(value: unknown = 2): ColumnCount {
  const number = typeof value === 'string' ? Number(value) : value;
  const found = counts.find((count) => count === number);
  if (found === undefined) {
    throw new DocElementError('Column', `count must be 2, 3 or 4 (got ${JSON.stringify(value)}).`);
  }
  return found;
}

/**
 * Content blocks side by side: each direct child is one column (wrap a heading and its text in a
 * `<div>` to keep them together). The columns are equal, wrap to fewer when there is no room
 * and stack into one on narrow screens, keeping the reading order of the source.
 */
export function Column({ count, children }: { count?: number | string; children?: ReactNode }) {
  const style = { '--_sk-columns': columnCount(count) } as CSSProperties;
  const blocks = Children.toArray(children).filter(
    (child) => !(typeof child === 'string' && child.trim() === ''),
  );
  return (
    <div className="sk-columns" style={style}>
      {blocks.map((block, index) => (
        <div key={index} className="sk-columns__item">
          {block}
        </div>
      ))}
    </div>
  );
}

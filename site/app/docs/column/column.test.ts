import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Column, columnCount } from './column.tsx';

describe('<Column>', () => {
  it('takes 2, 3 or 4 columns, from a number or an MDX string, 2 by default', () => {
    expect(columnCount()).toBe(2);
    expect(columnCount(3)).toBe(3);
    expect(columnCount('4')).toBe(4);
  });

  it.each([1, 5, '2.5', 'two'])('refuses %j columns, naming the element', (count) => {
    expect(() => columnCount(count)).toThrow('<Column>: count must be 2, 3 or 4');
  });

  it('puts each child block in its own column and passes the count to CSS', () => {
    const html = renderToStaticMarkup(
      createElement(
        Column,
        { count: 3 },
        createElement('p', null, 'A'),
        createElement('p', null, 'B'),
      ),
    );
    expect(html).toContain('--_sk-columns:3');
    expect(html.match(/class="sk-columns__item"/g)).toHaveLength(2);
  });
});

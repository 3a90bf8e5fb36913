import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Anatomy, anatomyParts } from './anatomy.tsx';

const part = { name: 'Label', description: 'Says what the button does.', x: 50, y: 20 };

describe('<Anatomy>', () => {
  it('places markers above by default, or where the author says', () => {
    expect(anatomyParts([part], 100, 40)).toEqual([{ ...part, side: 'top', markerX: 50 }]);
    expect(anatomyParts([{ ...part, side: 'bottom', markerX: 80 }], 100, 40)[0]).toMatchObject({
      side: 'bottom',
      markerX: 80,
    });
  });

  it.each([
    [[], 'parts must be a list of 1 to 9 parts'],
    [Array.from({ length: 10 }, () => part), 'parts must be a list of 1 to 9 parts'],
    [[{ ...part, name: '' }], 'parts[0].name is required'],
    [[{ ...part, x: 101 }], 'parts[0].x must be a number from 0 to 100'],
    [[{ ...part, y: '3' }], 'parts[0].y must be a number from 0 to 40'],
    [[{ ...part, side: 'left' }], 'parts[0].side must be "top" or "bottom"'],
  ])('refuses bad parts, naming the element (%#)', (parts, message) => {
    expect(() => anatomyParts(parts, 100, 40)).toThrow(`<Anatomy>: ${message}`);
  });

  it('is one named image with a numbered legend in text', () => {
    const html = renderToStaticMarkup(
      createElement(Anatomy, {
        title: 'Anatomy of a button',
        description: 'A blue button labelled Save.',
        width: '100',
        height: 40,
        parts: [part, { ...part, name: 'Container', description: 'The clickable area.' }],
        children: createElement('rect', { width: 100, height: 40 }),
      }),
    );
    expect(html).toContain('role="img"');
    expect(html).toMatch(/<title id="[^"]+">Anatomy of a button<\/title>/);
    expect(html).toContain('<desc');
    expect(html).toContain('<strong>Container</strong>: The clickable area.');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});

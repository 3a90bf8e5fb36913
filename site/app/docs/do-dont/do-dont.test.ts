import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Do, DoDont, Dont } from './do-dont.tsx';

describe('<DoDont>', () => {
  it('labels each example with the words Do and Don’t, beside its caption', () => {
    const html = renderToStaticMarkup(
      createElement(
        DoDont,
        null,
        createElement(Do, { caption: 'Use sentence case.' }, 'Save changes'),
        createElement(Dont, { caption: 'Shout in capitals.' }, 'SAVE CHANGES'),
      ),
    );
    const labels = [...html.matchAll(/class="sk-dodont__label">.*?<\/svg>([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(['Do', 'Don’t']);
    expect(html).toContain('Use sentence case.');
    expect(html).toContain('data-verdict="dont"');
  });

  it.each([
    [Do, '<Do>'],
    [Dont, '<Dont>'],
  ])('refuses %s without a caption, naming it', (element, name) => {
    const render = (caption: unknown) =>
      renderToStaticMarkup(createElement(element, { caption } as { caption: string }, 'x'));
    expect(() => render(undefined)).toThrow(`${name}: caption is required`);
    expect(() => render('  ')).toThrow(`${name}: caption is required`);
  });
});

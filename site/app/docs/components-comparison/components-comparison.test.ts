import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type ComparedComponent,
  ComponentsComparison,
  comparisonModel,
} from './components-comparison.tsx';

const button: ComparedComponent = {
  tag: 'sk-button',
  name: 'Button',
  example: '<sk-button>Save</sk-button>',
  use: 'Actions with a visible label.',
  differences: { Label: 'Visible text', 'As a link': 'With href' },
};
const inline: ComparedComponent = {
  tag: 'sk-inline-button',
  name: 'Inline button',
  example: '<p>Deleted. <sk-inline-button>Undo</sk-inline-button></p>',
  use: 'An action inside a sentence.',
  differences: { Label: 'Words of the sentence', 'As a link': 'Never; use a link' },
};

const props = { caption: 'Buttons compared', current: 'sk-button', components: [button, inline] };

describe('<ComponentsComparison> props', () => {
  it('makes one row per aspect, with a value per component in order', () => {
    const model = comparisonModel(props);
    expect(model.rows).toEqual([
      { aspect: 'Label', values: ['Visible text', 'Words of the sentence'] },
      { aspect: 'As a link', values: ['With href', 'Never; use a link'] },
    ]);
    expect(model.columns.map((c) => [c.href, c.current])).toEqual([
      ['/core-components/button/', true],
      ['/core-components/inline-button/', false],
    ]);
  });

  it('keeps the aspects in the first component’s order, whatever order the others use', () => {
    const reordered = { ...inline, differences: { 'As a link': 'No', Label: 'Text' } };
    const model = comparisonModel({ ...props, components: [button, reordered] });
    expect(model.rows.map((r) => r.values[1])).toEqual(['Text', 'No']);
  });

  it.each([
    [{ ...props, caption: ' ' }, '<ComponentsComparison>: caption is required'],
    [{ ...props, components: [button] }, 'components must be a list of 2 to 4 components'],
    [{ ...props, components: 'sk-button' }, 'components must be a list of 2 to 4 components'],
    [{ ...props, components: [button, button] }, 'sk-button is listed twice'],
    [{ ...props, components: [button, 'inline'] }, 'components[1] must be an object'],
    [
      { ...props, components: [button, { ...inline, tag: 'inline-button' }] },
      'components[1].tag must be a Skerry tag such as "sk-button" (got "inline-button")',
    ],
    [
      { ...props, components: [button, { ...inline, example: '' }] },
      'components[1].example is required',
    ],
    [
      { ...props, components: [{ ...button, use: undefined }, inline] },
      'components[0].use is required',
    ],
    [
      { ...props, components: [button, { ...inline, differences: { Label: 'Text' } }] },
      'every component must describe the same aspects; Inline button lacks "As a link".',
    ],
    [
      {
        ...props,
        components: [button, { ...inline, differences: { ...inline.differences, Size: 'Text' } }],
      },
      'Inline button adds "Size"',
    ],
    [
      {
        ...props,
        components: [button, { ...inline, differences: { Label: 'x', 'As a link': '' } }],
      },
      'components[1].differences["As a link"] (Inline button) is required',
    ],
    [
      { ...props, components: [{ ...button, differences: {} }, inline] },
      'components[0].differences (Button) must be an object of at least one aspect',
    ],
    [
      { ...props, current: 'sk-icon-button' },
      'current="sk-icon-button" is none of the compared tags',
    ],
  ])('refuses bad props with a message naming the fix (%#)', (bad, message) => {
    expect(() => comparisonModel(bad)).toThrow(message);
  });
});

describe('<ComponentsComparison> markup', () => {
  const html = renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(ComponentsComparison, props)),
  );

  it('is a table with a caption, component columns and aspect rows', () => {
    expect(html).toContain('<caption>Buttons compared</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    for (const row of ['Example', 'When to use', 'Label', 'As a link']) {
      expect(html).toContain(`<th scope="row">${row}</th>`);
    }
  });

  it('renders the examples as live markup and links the other components, not this page', () => {
    expect(html).toContain('<sk-inline-button>Undo</sk-inline-button>');
    expect(html).toContain('href="/core-components/inline-button/"');
    expect(html).not.toContain('href="/core-components/button/"');
    expect(html).toContain('(this page)');
  });
});

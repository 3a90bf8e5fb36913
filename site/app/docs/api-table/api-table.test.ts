import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiTable, type ApiTableSection } from './api-table.tsx';

const section: ApiTableSection = {
  id: 'properties',
  title: 'Properties',
  empty: '<sk-x> has no public properties.',
  columns: ['Property', 'Type', 'Description'],
  htmlColumns: ['Description'],
  rows: [['value', 'string', 'The <code>value</code> attribute is the <em>default</em>.']],
};

describe('<ApiTable>', () => {
  it('shows the description as the HTML the build rendered, names and types as code', () => {
    const html = renderToStaticMarkup(createElement(ApiTable, { section }));
    expect(html).toContain('<th scope="row"><code>value</code></th>');
    expect(html).toContain('<td><code>string</code></td>');
    expect(html).toContain('<td>The <code>value</code> attribute is the <em>default</em>.</td>');
  });

  it('keeps text columns as text, so markup in a type is shown, never parsed', () => {
    const html = renderToStaticMarkup(
      createElement(ApiTable, {
        section: { ...section, rows: [['form', 'HTMLFormElement | <none>', '']] },
      }),
    );
    expect(html).toContain('<code>HTMLFormElement | &lt;none&gt;</code>');
    expect(html).toContain('<td>—</td>');
  });
});

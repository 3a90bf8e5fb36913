import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type LocalizationTable, LocalizationStrings } from './localization-strings.tsx';

const table: LocalizationTable = {
  tag: 'sk-counter',
  locales: [
    { locale: 'en', name: 'English', dir: 'ltr' },
    { locale: 'fi', name: 'Finnish', dir: 'ltr' },
    { locale: 'ar', name: 'Arabic', dir: 'rtl' },
  ],
  rows: [
    { key: 'loading', texts: ['Loading', 'Ladataan', null] },
    {
      key: 'items',
      texts: [
        [
          { category: 'one', text: '{count} item' },
          { category: 'other', text: '{count} items' },
        ],
        '{count} kohdetta',
        [{ category: 'other', text: '{count} عنصر' }],
      ],
    },
  ],
};

const render = (props: Parameters<typeof LocalizationStrings>[0]) =>
  renderToStaticMarkup(createElement(LocalizationStrings, props));

describe('<LocalizationStrings>', () => {
  it('is a captioned table with column and row headers', () => {
    const html = render({ table });
    expect(html).toContain(
      '<caption>Strings of <code>&lt;sk-counter&gt;</code> in each bundled locale</caption>',
    );
    expect(html.match(/<th scope="col">/g)).toHaveLength(4);
    expect(html).toContain('<th scope="row"><code>loading</code></th>');
    expect(html).toContain(
      'role="region" aria-label="Strings of &lt;sk-counter&gt; in each bundled locale"',
    );
  });

  it('marks each text with its language, and Arabic as right to left', () => {
    const html = render({ table });
    expect(html).toContain('<td lang="fi" dir="ltr" data-locale="fi">Ladataan</td>');
    expect(html).toMatch(
      /<td lang="ar" dir="rtl" data-locale="ar"><dl[^>]*>.*<dd>\{count\} عنصر<\/dd>/,
    );
  });

  it('lists plural forms by category, and says when a string is untranslated', () => {
    const html = render({ table });
    expect(html).toContain('<dt lang="en" dir="ltr">one</dt><dd>{count} item</dd>');
    expect(html).toContain(
      '<td><span class="sk-l10n__missing">Not translated; English is shown</span></td>',
    );
  });

  it('says so for an element without strings', () => {
    const html = render({ table: { ...table, tag: 'sk-inline-button', rows: [] } });
    expect(html).not.toContain('<table');
    expect(html).toContain(
      '<code>&lt;sk-inline-button&gt;</code> shows and announces no text of its own',
    );
  });

  it('refuses to render when the build did not fill it in', () => {
    expect(() => render({ tag: 'sk-button' })).toThrow(
      '<LocalizationStrings>: the build did not fill in the strings of <sk-button>',
    );
  });
});

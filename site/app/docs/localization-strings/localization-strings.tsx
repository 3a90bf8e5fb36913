import { DocElementError } from '../shared/element-error.ts';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';

/** One bundled locale, as a column of the table. */
export interface LocalizationLocale {
  /** The BCP 47 tag the components look the strings up by (`fi`). */
  locale: string;
  /** Its name in English (`Finnish`), for the column heading. */
  name: string;
  dir: 'ltr' | 'rtl';
}

/** A string's text: plain, or one entry per CLDR plural category; `null` when untranslated. */
export type LocalizedText = string | { category: string; text: string }[] | null;

/** What the build read for one element (`localization-strings.server.ts`). */
export interface LocalizationTable {
  tag: string;
  locales: LocalizationLocale[];
  /** One row per key the element uses; `texts` follows the order of `locales`. */
  rows: { key: string; texts: LocalizedText[] }[];
}

function Text({ text }: { text: LocalizedText }) {
  if (text === null)
    return <span className="sk-l10n__missing">Not translated; English is shown</span>;
  if (typeof text === 'string') return text;
  return (
    <dl className="sk-l10n__plurals">
      {text.map(({ category, text: form }) => (
        <div key={category}>
          {/* The category name is English, whatever the language of the cell. */}
          <dt lang="en" dir="ltr">
            {category}
          </dt>
          <dd>{form}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * `<LocalizationStrings tag="sk-button" />`: every string an element shows or announces, with
 * its text in each locale the components bundle, plural forms included. The build fills in
 * `table` from the components' manifest and translation modules, so the page carries only the
 * text. Each cell is marked with its language and direction, so screen readers pronounce it
 * and Arabic reads right to left.
 */
export function LocalizationStrings({ tag, table }: { tag?: string; table?: LocalizationTable }) {
  if (!table) {
    throw new DocElementError(
      'LocalizationStrings',
      `the build did not fill in the strings of ${tag ? `<${tag}>` : 'the element'}; is tag set?`,
    );
  }
  if (table.rows.length === 0) {
    return (
      <p className="sk-l10n__none">
        <code>{`<${table.tag}>`}</code> shows and announces no text of its own, so it has nothing to
        translate: everything it says comes from your content.
      </p>
    );
  }
  const caption = `Strings of <${table.tag}> in each bundled locale`;
  return (
    <ScrollRegion label={caption}>
      <table className="sk-l10n" data-tag={table.tag}>
        <caption>
          Strings of <code>{`<${table.tag}>`}</code> in each bundled locale
        </caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            {table.locales.map(({ locale, name }) => (
              <th key={locale} scope="col">
                {name} <span className="sk-l10n__tag">({locale})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(({ key, texts }) => (
            <tr key={key}>
              <th scope="row">
                <code>{key}</code>
              </th>
              {table.locales.map(({ locale, dir }, index) => {
                const text = texts[index] ?? null;
                // An untranslated cell shows an English note, so it is marked as English.
                return text === null ? (
                  <td key={locale}>
                    <Text text={text} />
                  </td>
                ) : (
                  <td key={locale} lang={locale} dir={dir} data-locale={locale}>
                    <Text text={text} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

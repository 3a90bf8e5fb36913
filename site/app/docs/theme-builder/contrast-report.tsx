import type { DerivedTheme, ThemeName } from '@skerry/tokens/theme-builder';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';
import { themeNames, themes } from '../token-table/token-data.ts';
import {
  formatMinimum,
  formatRatio,
  pairName,
  pairRows,
  reportSummary,
  resultText,
  resultWord,
} from './report.ts';

/** The two roles' colours in one theme, for sighted readers; the words carry the result. */
function PairSample({
  theme,
  name,
  row,
}: {
  theme: DerivedTheme;
  name: ThemeName;
  row: { foreground: string; background: string };
}) {
  const roles = theme.roles[name];
  return (
    <span
      className="sk-theme-builder__pair-sample"
      aria-hidden="true"
      style={{ color: roles[row.foreground]?.value, background: roles[row.background]?.value }}
    >
      Aa
    </span>
  );
}

/**
 * The contrast of every pair the semantic roles define, in each of the three variants, checked
 * against WCAG 2.2 AA: a summary in a polite live region, a table with a row per pair and a
 * column per variant (the ratio and the result in words), and each adjustment the builder made,
 * said in full under it.
 */
export function ContrastReport({ scope, theme }: { scope: string; theme: DerivedTheme }) {
  const heading = `${scope}-report-title`;
  const rows = pairRows(theme.checks);
  const notes = theme.checks.filter((check) => check.adjustment);
  return (
    <section className="sk-theme-builder__report" aria-labelledby={heading}>
      <h2 id={heading} className="sk-theme-builder__panel-title">
        Contrast
      </h2>
      <p className="sk-theme-builder__summary" role="status">
        {reportSummary(theme.checks, themeNames)}
      </p>
      <ScrollRegion labelledBy={`${heading}-caption`}>
        <table className="sk-theme-builder__pairs">
          <caption id={`${heading}-caption`}>Contrast of each pair, by variant</caption>
          <thead>
            <tr>
              <th scope="col">Pair</th>
              <th scope="col">Minimum</th>
              {themes.map((name: ThemeName) => (
                <th key={name} scope="col">
                  {themeNames[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <code>{pairName(row)}</code>
                </th>
                <td>
                  {formatMinimum(row.minimum)}
                  <span className="sk-theme-builder__kind">
                    {row.kind === 'text' ? 'text' : 'non-text'}
                  </span>
                </td>
                {themes.map((name: ThemeName) => {
                  const check = row.checks[name];
                  return (
                    <td key={name} data-result={check && (check.passes ? 'pass' : 'fail')}>
                      {check ? (
                        <span className="sk-theme-builder__result">
                          <PairSample theme={theme} name={name} row={row} />
                          <span>
                            {formatRatio(check.ratio)}, {resultWord(check)}
                          </span>
                        </span>
                      ) : (
                        'not checked'
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {notes.length > 0 && (
        <>
          <h3 className="sk-theme-builder__notes-title">Adjustments</h3>
          <ul className="sk-theme-builder__notes">
            {notes.map((check) => (
              <li key={`${check.theme}/${check.foreground}/${check.background}`}>
                {themeNames[check.theme]}, <code>{pairName(check)}</code>:{' '}
                {resultText(check).replace(/\.$/, '')}.
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

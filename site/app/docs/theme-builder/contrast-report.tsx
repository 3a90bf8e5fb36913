import type { DerivedTheme, ThemeName } from '@skerry/tokens/theme-builder';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';
import { themeNames } from '../token-table/token-data.ts';
import { formatMinimum, formatRatio, pairName, reportSummary, resultText } from './report.ts';

/**
 * The contrast of every pair the semantic roles define, checked against WCAG 2.2 AA: a summary
 * of all three themes in a polite live region, and a table of the previewed theme's pairs with
 * each ratio, its minimum and the result in words. Each row's sample shows the two roles'
 * colours for sighted readers; the words carry the result for everyone.
 */
export function ContrastReport({
  scope,
  theme,
  shown,
}: {
  scope: string;
  theme: DerivedTheme;
  shown: ThemeName;
}) {
  const heading = `${scope}-report-title`;
  const rows = theme.checks.filter((check) => check.theme === shown);
  const roles = theme.roles[shown];
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
          <caption id={`${heading}-caption`}>
            The {themeNames[shown].toLowerCase()} variant’s pairs (switch the preview theme for
            another)
          </caption>
          <thead>
            <tr>
              <th scope="col">Pair</th>
              <th scope="col">Kind</th>
              <th scope="col">Ratio</th>
              <th scope="col">Minimum</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((check) => (
              <tr
                key={`${check.foreground}/${check.background}`}
                data-result={check.passes ? 'pass' : 'fail'}
              >
                <th scope="row">
                  <span className="sk-theme-builder__pair">
                    <span
                      className="sk-theme-builder__pair-sample"
                      aria-hidden="true"
                      style={{
                        color: roles[check.foreground]?.value,
                        background: roles[check.background]?.value,
                      }}
                    >
                      Aa
                    </span>
                    <code>{pairName(check)}</code>
                  </span>
                </th>
                <td>{check.kind === 'text' ? 'Text' : 'Non-text'}</td>
                <td>{formatRatio(check.ratio)}</td>
                <td>{formatMinimum(check.minimum)}</td>
                <td>{resultText(check)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

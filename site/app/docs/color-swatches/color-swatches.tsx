import { type Theme, type TokenRecord, themeNames, tokens } from '../token-table/token-data.ts';
import { useCopy } from '../shared/use-copy.ts';

/**
 * The WCAG level a contrast ratio reaches for its kind of content: AAA, AA or a failure. The
 * tokens give text roles a minimum of 4.5:1 (SC 1.4.3, with AAA at 7:1 in SC 1.4.6) and
 * non-text roles 3:1 (SC 1.4.11, borders, icons, focus), which WCAG defines at level AA only:
 * a non-text role is AA or a failure, however high its ratio.
 */
export function wcagLevel(ratio: number, minimum: number): 'AAA' | 'AA' | 'Fail' {
  if (ratio < minimum) return 'Fail';
  return minimum >= 4.5 && ratio >= 7 ? 'AAA' : 'AA';
}

function CopyName({ name, onCopy }: { name: string; onCopy: (text: string) => void }) {
  return (
    <button type="button" className="sk-swatch__copy" onClick={() => onCopy(name)}>
      <code>{name}</code>
      <span className="sk-visually-hidden"> (copy)</span>
    </button>
  );
}

/**
 * The colour tokens as swatches, read from the built tokens: the palette by hue, or the semantic
 * roles with their value and contrast in every theme. A token name copies on click, and the copy
 * is announced.
 */
export function ColorSwatches({ kind }: { kind: 'palette' | 'roles' }) {
  const { message, copy } = useCopy();
  const live = (
    <p className="sk-visually-hidden" role="status">
      {message}
    </p>
  );

  if (kind === 'palette') {
    const hues = new Map<string, TokenRecord[]>();
    for (const token of tokens.filter((t) => t.category === 'palette')) {
      const hue = token.path.length > 2 ? token.path[1]! : 'base';
      hues.set(hue, [...(hues.get(hue) ?? []), token]);
    }
    return (
      <div className="sk-swatches">
        {live}
        {[...hues].map(([hue, scale]) => (
          <section key={hue} aria-label={`${hue} scale`}>
            <h3 className="sk-swatches__hue">{hue}</h3>
            <ul className="sk-swatches__scale">
              {scale.map((token) => (
                <li key={token.name} className="sk-swatch">
                  <span className="sk-swatch__chip" style={{ background: `var(${token.name})` }} />
                  <CopyName name={token.name} onCopy={copy} />
                  <span className="sk-swatch__value">{token.values.light}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  const roles = tokens.filter((t) => t.category === 'semantic-color');
  return (
    <div className="sk-swatches">
      {live}
      <table className="sk-swatches__roles">
        <caption className="sk-visually-hidden">Semantic colour roles in each theme</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            {(Object.keys(themeNames) as Theme[]).map((theme) => (
              <th scope="col" key={theme}>
                {themeNames[theme]}
              </th>
            ))}
            <th scope="col">Use</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((token) => (
            <tr key={token.name}>
              <th scope="row">
                <CopyName name={token.name} onCopy={copy} />
              </th>
              {(Object.keys(themeNames) as Theme[]).map((theme) => {
                const ratio = token.contrast?.ratios[theme];
                return (
                  <td key={theme}>
                    <span className="sk-swatch__cell">
                      {/* The theme's value itself, not var(): forced-colors mode maps every
                          role to a system colour, and the chip must still show this one. */}
                      <span
                        className="sk-swatch__chip"
                        style={{ background: token.values[theme] }}
                      />
                      <span className="sk-swatch__value">{token.values[theme]}</span>
                      {token.contrast && ratio !== undefined && (
                        <span className="sk-swatch__contrast">
                          {ratio.toFixed(2)}:1 {wcagLevel(ratio, token.contrast.minimum)}
                          <span className="sk-visually-hidden">
                            {' '}
                            against {token.contrast.against}
                          </span>
                        </span>
                      )}
                    </span>
                  </td>
                );
              })}
              <td>{token.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

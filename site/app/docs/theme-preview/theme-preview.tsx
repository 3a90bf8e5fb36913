import { useId, useState } from 'react';
import { DocLink } from '../markdown/doc-link.tsx';
import { keyValues, themeOf } from './theme-values.ts';
import { type Theme, themeNames, themes } from '../token-table/token-data.ts';

/** A small interface built only from tokens, so it shows exactly what a theme changes. */
function SampleInterface() {
  const field = useId();
  return (
    <div className="sk-theme-preview__sample">
      <p className="sk-theme-preview__title">Harbour report</p>
      <p className="sk-theme-preview__meta">Updated 5 minutes ago</p>
      <p>
        Wind is easing along the coast. Read how each colour is chosen in{' '}
        <DocLink href="/foundation/color/#semantic-roles">semantic roles</DocLink>.
      </p>
      <div className="sk-theme-preview__field">
        <label htmlFor={field}>Vessel name</label>
        <input id={field} type="text" defaultValue="Aurora" />
      </div>
      <div className="sk-theme-preview__actions">
        <button type="button" className="sk-button" data-variant="primary">
          Save
        </button>
        <button type="button" className="sk-button">
          Cancel
        </button>
      </div>
      <p className="sk-theme-preview__status" data-tone="success">
        <strong>Saved:</strong> the report is up to date.
      </p>
      <p className="sk-theme-preview__status" data-tone="danger">
        <strong>Error:</strong> gusts above 20{'\u00a0'}m/s.
      </p>
    </div>
  );
}

/**
 * A live preview of one theme: a sample interface inside `data-sk-theme`, so the theme's tokens
 * cascade into it whatever the page's own theme is, and the key roles' values beside it. The
 * radio buttons switch the preview, to compare themes in place.
 */
export function ThemePreview({ theme: initial = 'light' }: { theme?: Theme }) {
  const [theme, setTheme] = useState<Theme>(themeOf('ThemePreview', initial));
  const name = useId();
  return (
    <div className="sk-theme-preview">
      <fieldset className="sk-theme-preview__switch" data-pagefind-ignore="">
        <legend>Preview theme</legend>
        {themes.map((option) => (
          <label key={option} className="sk-theme-preview__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === theme}
              onChange={() => setTheme(option)}
            />
            {themeNames[option]}
          </label>
        ))}
      </fieldset>
      <div
        className="sk-theme-preview__stage"
        data-sk-theme={theme}
        role="group"
        aria-label={`Sample interface in the ${themeNames[theme].toLowerCase()} theme`}
      >
        <SampleInterface />
        <dl className="sk-theme-preview__values">
          {keyValues(theme).map((role) => (
            <div key={role.name} className="sk-theme-preview__value">
              <dt>
                <code>{role.name}</code>
              </dt>
              <dd>
                <span
                  className="sk-swatch__chip sk-theme-preview__chip"
                  style={{ background: `var(${role.name})` }}
                />
                {role.value}
                {role.contrast && (
                  <span className="sk-theme-preview__contrast">{role.contrast}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

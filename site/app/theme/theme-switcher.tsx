import sunIcon from '@skerry/icons/icons/sun.js';
import { useEffect, useId, useState } from 'react';
import { HeaderPanel } from '../components/header-panel.tsx';
import { layoutIds } from '../components/layout-ids.ts';
import {
  type ThemeChoice,
  applyTheme,
  defaultTheme,
  isThemeChoice,
  readStoredTheme,
  themeChoices,
} from './theme.ts';

/**
 * The reader's theme: a native select, which every keyboard and screen reader knows. On narrow
 * screens it sits in a panel behind a "Theme" icon button, where its whole label fits.
 */
export function ThemeSwitcher() {
  const id = useId();
  // The prerendered page cannot know the stored choice; it is read once the app runs.
  const [theme, setTheme] = useState<ThemeChoice>(defaultTheme);
  useEffect(() => setTheme(readStoredTheme()), []);

  return (
    <HeaderPanel id={layoutIds.themePanel} label="Theme" icon={sunIcon}>
      <div className="sk-theme-switcher">
        <label className="sk-visually-hidden" htmlFor={id}>
          Theme
        </label>
        <select
          id={id}
          className="sk-theme-switcher__select"
          value={theme}
          onChange={(event) => {
            const next = event.target.value;
            if (!isThemeChoice(next)) return;
            setTheme(next);
            applyTheme(next);
          }}
        >
          {themeChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </HeaderPanel>
  );
}

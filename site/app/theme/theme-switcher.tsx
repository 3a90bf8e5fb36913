import { useEffect, useId, useState } from 'react';
import {
  type ThemeChoice,
  applyTheme,
  defaultTheme,
  isThemeChoice,
  readStoredTheme,
  themeChoices,
} from './theme.ts';

/** The reader's theme: a native select, which every keyboard and screen reader knows. */
export function ThemeSwitcher() {
  const id = useId();
  // The prerendered page cannot know the stored choice; it is read once the app runs.
  const [theme, setTheme] = useState<ThemeChoice>(defaultTheme);
  useEffect(() => setTheme(readStoredTheme()), []);

  return (
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
  );
}

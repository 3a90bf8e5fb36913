/** The themes a reader can choose; `auto` follows the system's colour scheme and contrast. */
export const themeChoices = [
  { value: 'auto', label: 'Auto (system)' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'high-contrast', label: 'High contrast' },
] as const;

export type ThemeChoice = (typeof themeChoices)[number]['value'];

export const defaultTheme: ThemeChoice = 'auto';
export const themeStorageKey = 'skerry:theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.some((choice) => choice.value === value);
}

/**
 * Runs inline in the document head, before anything paints, so a stored choice never flashes
 * the default theme first. Kept tiny and dependency-free; the server's CSP allows it by hash.
 */
export const themeBootScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(${JSON.stringify(themeChoices.map((c) => c.value))}.indexOf(t)>-1)document.documentElement.setAttribute('data-sk-theme',t)}catch(e){}`;

export function readStoredTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return isThemeChoice(stored) ? stored : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

export function applyTheme(theme: ThemeChoice): void {
  document.documentElement.setAttribute('data-sk-theme', theme);
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Without storage the choice lasts for this page view.
  }
}

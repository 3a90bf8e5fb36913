/**
 * @skerry/tokens/theme-builder: a brand colour and a few choices in, a full Skerry theme out
 * (light, dark, high contrast), its WCAG 2.2 AA checks, and its exports. Browser-safe: no Node,
 * no Style Dictionary; the package's own token sources are bundled as JSON.
 */
export type { ThemeName, PairCheck, DerivedTheme, RoleValue } from './derive.ts';
export { deriveTheme } from './derive.ts';
export type { RampStep } from './ramps.ts';
export type { ThemeSettings, SettingProblem } from './settings.ts';
export {
  defaultSettings,
  settingChoices,
  readSettings,
  writeSettings,
  parseHex,
} from './settings.ts';
export { themeCss, previewDeclarations } from './css.ts';
export { themeTokens } from './token-sets.ts';

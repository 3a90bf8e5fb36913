export { loadTranslation, registerTranslation, translate, translationsLoaded } from './registry.js';
export { bundledLocales } from './bundled.js';
export { resolveDir, resolveLang } from './locale.js';
export type { Translation, TranslationKey } from './translation.js';
export type { PluralForms, TranslationParams, TranslationValue } from './types.js';
export {
  type DateInput,
  formatBytes,
  formatDate,
  formatNumber,
  formatPercent,
  formatTime,
  type HourCycle,
  hourCycle,
} from './format.js';

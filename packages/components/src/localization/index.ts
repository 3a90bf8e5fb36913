export { loadTranslation, registerTranslation, translate, translationsLoaded } from './registry.js';
export { bundledLocales } from './bundled.js';
export { resolveDir, resolveLang } from './locale.js';
export type { Translation, TranslationKey } from './translation.js';
export type { PluralForms, TranslationValue } from './types.js';

import type { TranslationKey } from './translations/en.js';
import type { TranslationValue } from './types.js';

export type { TranslationKey } from './translations/en.js';

/** A complete set of strings for one locale; the type makes a bundled locale list every key. */
export type Translation = Record<TranslationKey, TranslationValue>;

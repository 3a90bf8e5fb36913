import { DEV } from '../internal/dev.js';
import { warnOnceGlobally } from '../internal/warn.js';
import { bundledLoaders } from './bundled.js';
import type { Translation, TranslationKey } from './translation.js';
import { en } from './translations/en.js';
import type { TranslationValue } from './types.js';

const registry = new Map<string, Partial<Translation>>([['en', { ...en }]]);
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>(['en']);

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Adds or overrides strings for `locale` (a BCP 47 tag such as `nb` or `pt-BR`). Strings merge
 * with any already registered, so an application can replace one string of a bundled locale.
 * Elements on the page re-render with the new strings.
 */
export function registerTranslation(locale: string, strings: Partial<Translation>): void {
  const key = locale.toLowerCase();
  registry.set(key, { ...registry.get(key), ...strings });
  notify();
}

/** Calls `listener` after every registration; returns the function that unsubscribes. */
export function onTranslationsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `pt-BR` is looked up as `pt-br`, then `pt`. */
function candidates(locale: string): string[] {
  const tag = locale.toLowerCase();
  const language = tag.split('-')[0] ?? tag;
  return language === tag ? [tag] : [tag, language];
}

/**
 * Fetches the bundled strings for `locale`'s language, once; resolves at once when there are
 * none to fetch. Strings an application registered earlier keep precedence.
 */
export function loadTranslation(locale: string): Promise<void> {
  const language = candidates(locale).at(-1) ?? 'en';
  const loader = bundledLoaders[language];
  if (!loader) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loader().then((strings) => {
      registry.set(language, { ...strings, ...registry.get(language) });
      loaded.add(language);
      notify();
    });
    loading.set(language, pending);
  }
  return pending;
}

/** Resolves when every bundled locale requested so far has arrived. */
export async function translationsLoaded(): Promise<void> {
  await Promise.all(loading.values());
}

function lookUp(locale: string, key: TranslationKey): TranslationValue | undefined {
  for (const candidate of candidates(locale)) {
    const value = registry.get(candidate)?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

function format(locale: string, value: TranslationValue, count: number | undefined): string {
  if (typeof value === 'string') return value;
  const n = count ?? 0;
  const category = new Intl.PluralRules(locale).select(n);
  const template = value[category] ?? value.other;
  return template.replaceAll('{count}', new Intl.NumberFormat(locale).format(n));
}

/**
 * The string `key` in `locale`, in the plural form for `count` when the string has forms.
 * A string the locale lacks falls back to English, with one development warning per locale
 * and key naming `tagName`, the element that asked — unless the locale's bundled strings are
 * still on their way, in which case the elements re-render when they arrive.
 */
export function translate(
  locale: string,
  key: TranslationKey,
  count?: number,
  tagName = 'sk-element',
): string {
  const value = lookUp(locale, key);
  if (value !== undefined) return format(locale, value, count);
  const language = candidates(locale).at(-1) ?? 'en';
  const arriving = language in bundledLoaders && !loaded.has(language);
  if (arriving) void loadTranslation(locale);
  else if (DEV) {
    warnOnceGlobally(
      tagName,
      'SK003',
      `${locale}/${key}`,
      `No "${key}" string for lang="${locale}"; showing English. Add it with registerTranslation('${locale}', { ${key}: '…' }).`,
    );
  }
  return format('en', registry.get('en')?.[key] ?? en[key], count);
}

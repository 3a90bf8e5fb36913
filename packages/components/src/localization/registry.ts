import { DEV } from '../internal/dev.js';
import { warnOnceGlobally } from '../internal/warn.js';
import { bundledLoaders } from './bundled.js';
import type { Translation, TranslationKey } from './translation.js';
import { en } from './translations/en.js';
import { formatNumber, pluralCategory } from './format.js';
import type { TranslationParams, TranslationValue } from './types.js';

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

/*
 * Every digit a parameter has: Intl's default of three fraction digits would turn a step or
 * minimum of 0.0001 into "0" in a validation message.
 */
const exactNumber = { maximumFractionDigits: 20 } as const;

/** `template` with each `{name}` that has a parameter replaced; numbers formatted for `locale`. */
function interpolate(locale: string, template: string, params: TranslationParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const param = params[name];
    if (param === undefined) return placeholder;
    return typeof param === 'number' ? formatNumber(locale, param, exactNumber) : param;
  });
}

function format(
  locale: string,
  value: TranslationValue,
  params: number | TranslationParams | undefined,
): string {
  const named: TranslationParams = typeof params === 'number' ? { count: params } : (params ?? {});
  if (typeof value === 'string') return interpolate(locale, value, named);
  // A string with plural forms always shows a count; without one it is the form for 0.
  const count = typeof named.count === 'number' ? named.count : 0;
  const template = value[pluralCategory(locale, count)] ?? value.other;
  return interpolate(locale, template, { ...named, count });
}

/**
 * The string `key` in `locale`, with its named placeholders filled from `params` — or, given a
 * number, with `{count}` — and in the plural form for the count when the string has forms:
 * `translate('en', key, { count: 3, max: 10 })`.
 * A string the locale lacks falls back to English, with one development warning per locale
 * and key naming `tagName`, the element that asked — unless the locale's bundled strings are
 * still on their way, in which case the elements re-render when they arrive.
 */
export function translate(
  locale: string,
  key: TranslationKey,
  params?: number | TranslationParams,
  tagName = 'sk-element',
): string {
  const value = lookUp(locale, key);
  if (value !== undefined) return format(locale, value, params);
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
  return format('en', registry.get('en')?.[key] ?? en[key], params);
}

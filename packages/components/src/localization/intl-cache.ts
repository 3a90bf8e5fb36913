/*
 * Intl formatters are expensive to create (each loads locale data) and cheap to reuse, and a
 * component re-renders often: one formatter per constructor, locale and options serves them all.
 */
const caches = new Map<unknown, Map<string, unknown>>();
const validity = new Map<string, boolean>();

/**
 * `locale` when Intl accepts it, otherwise `en`. A `lang` attribute is written by hand
 * (`lang="en_US"`), and a formatter that throws would take the element's render down with it.
 */
export function intlLocale(locale: string): string {
  let valid = validity.get(locale);
  if (valid === undefined) {
    try {
      valid = Intl.getCanonicalLocales(locale).length > 0;
    } catch {
      valid = false;
    }
    validity.set(locale, valid);
  }
  return valid ? locale : 'en';
}

/**
 * The `Formatter` for `locale` and `options`, created on first use. Options are compared by
 * value, so a literal written in a render method does not create a formatter per render.
 */
export function cachedIntl<Formatter, Options extends object>(
  Constructor: new (locale: string, options?: Options) => Formatter,
  locale: string,
  options?: Options,
): Formatter {
  let cache = caches.get(Constructor) as Map<string, Formatter> | undefined;
  if (!cache) caches.set(Constructor, (cache = new Map()));
  const key = `${locale}\u0000${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Constructor(intlLocale(locale), options);
    cache.set(key, formatter);
  }
  return formatter;
}

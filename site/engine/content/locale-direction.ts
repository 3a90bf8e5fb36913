/**
 * Right to left for Arabic, Hebrew, Persian…, from the locale data the runtime ships (Intl
 * Locale Info). Node 26 has only the standard `getTextInfo()`; older runtimes had a `textInfo`
 * accessor instead, and reading only that made every locale left to right on Node 26.
 */
type TextInfo = { direction?: string };
type LocaleWithInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const intl = new Intl.Locale(locale) as LocaleWithInfo;
  const info = intl.getTextInfo?.() ?? intl.textInfo;
  if (!info?.direction) {
    throw new Error(`This runtime's Intl gives no text direction for ${locale}`);
  }
  return info.direction === 'rtl' ? 'rtl' : 'ltr';
}

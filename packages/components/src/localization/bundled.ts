import type { Translation } from './translation.js';

/*
 * English is in every bundle as the fallback; each other locale is its own chunk, fetched the
 * first time an element finds itself in that language. A page in English downloads no other
 * language's strings, however many components and strings the library grows to.
 */
export const bundledLoaders: Readonly<Record<string, () => Promise<Translation>>> = {
  fi: () => import('./translations/fi.js').then((m) => m.fi),
  sv: () => import('./translations/sv.js').then((m) => m.sv),
  de: () => import('./translations/de.js').then((m) => m.de),
  fr: () => import('./translations/fr.js').then((m) => m.fr),
  ar: () => import('./translations/ar.js').then((m) => m.ar),
};

/** Every locale that ships with the components, English first. */
export const bundledLocales = ['en', ...Object.keys(bundledLoaders)] as const;

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  LocalizationLocale,
  LocalizationTable,
  LocalizedText,
} from './localization-strings.tsx';
import { siteDir } from '../../../readers/paths.ts';
import type { CemDeclaration } from '../../../readers/manifest.ts';
import { localeDirection } from '../../../engine/content/locale-direction.ts';

/** A string as a translation module holds it: plain, or one form per CLDR plural category. */
export type TranslationValue = string | ({ other: string } & Record<string, string>);

/** The strings of every locale that ships with the components, English first. */
export type BundledTranslations = { locale: string; strings: Record<string, TranslationValue> }[];

const packageDir = path.resolve(siteDir, '../packages/components');

/*
 * The built modules of the components' own registry: the loader map the components fetch a
 * language with, and English. Reading those, rather than copying strings into the site, means
 * the tables show exactly what ships; reading them here, at build time, means a page with a
 * table downloads no translation code. The registry exports no raw strings (it formats them),
 * so the modules are read from the package's `dist/`, as `readManifest` reads its manifest.
 */
interface BundledModule {
  bundledLocales: readonly string[];
  bundledLoaders: Readonly<Record<string, () => Promise<Record<string, TranslationValue>>>>;
}

let cached: Promise<BundledTranslations> | undefined;

/** Every bundled locale's strings, read once per build from the built `@skerry/components`. */
export function readBundledTranslations(dir: string = packageDir): Promise<BundledTranslations> {
  if (dir === packageDir && cached) return cached;
  const load = async (): Promise<BundledTranslations> => {
    const module = (file: string) => {
      const full = path.join(dir, 'dist/localization', file);
      if (!fs.existsSync(full)) {
        throw new Error(
          `${full} is missing: build @skerry/components first (npm run build -w @skerry/components)`,
        );
      }
      // Another package's built file, read at build time: nothing for Vite to bundle or analyse.
      return import(/* @vite-ignore */ pathToFileURL(full).href) as Promise<unknown>;
    };
    const bundled = (await module('bundled.js')) as BundledModule;
    const { en } = (await module('translations/en.js')) as {
      en: Record<string, TranslationValue>;
    };
    return Promise.all(
      bundled.bundledLocales.map(async (locale) => ({
        locale,
        strings: locale === 'en' ? en : await bundled.bundledLoaders[locale]!(),
      })),
    );
  };
  const result = load();
  if (dir === packageDir) cached = result;
  return result;
}

const pluralOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

function localized(value: TranslationValue | undefined): LocalizedText | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  const categories = Object.keys(value).sort(
    (a, b) => pluralOrder.indexOf(a) - pluralOrder.indexOf(b),
  );
  return categories.map((category) => ({ category, text: value[category]! }));
}

/**
 * The table `<LocalizationStrings tag>` shows: each key the element uses (listed in its manifest
 * entry by the components' build, from its source) with its text in every bundled locale. Throws
 * with the fix in the message when the manifest predates `translationKeys`, or names a key
 * English lacks.
 */
export function localizationTable(
  declaration: CemDeclaration & { translationKeys?: string[] },
  translations: BundledTranslations,
): LocalizationTable {
  const tag = declaration.tagName ?? declaration.name;
  const keys = declaration.translationKeys;
  if (!Array.isArray(keys)) {
    throw new Error(
      `<${tag}> has no translationKeys in custom-elements.json: rebuild @skerry/components (npm run build -w @skerry/components)`,
    );
  }
  const english = translations.find((t) => t.locale === 'en')?.strings ?? {};
  const unknown = keys.filter((key) => !(key in english));
  if (unknown.length) {
    throw new Error(`<${tag}> uses ${unknown.join(', ')}, which English does not define`);
  }
  const locales: LocalizationLocale[] = translations.map(({ locale }) => ({
    locale,
    name: languageNames.of(locale) ?? locale,
    dir: localeDirection(locale),
  }));
  return {
    tag,
    locales,
    rows: keys.map((key) => ({
      key,
      texts: translations.map(({ strings }) => localized(strings[key])),
    })),
  };
}

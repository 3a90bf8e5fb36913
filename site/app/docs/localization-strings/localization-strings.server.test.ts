import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import type { LocalizationTable } from './localization-strings.tsx';
import { type CemManifest, findElement, readManifest } from '../../../readers/manifest.ts';
import {
  type BundledTranslations,
  localizationTable,
  readBundledTranslations,
} from './translations.server.ts';
import { docElements } from '../registry.ts';
import { baseRemarkPlugins } from '../../../engine/compile/markdown.ts';
import { remarkLocalizationStrings } from './localization-strings.server.ts';
import { remarkPage } from '../../../engine/compile/remark-page.ts';
import { page, writeTree } from '../../../engine/test-fixtures.ts';

const element = (tagName: string, translationKeys?: string[]) => ({
  kind: 'class',
  name: tagName,
  tagName,
  customElement: true,
  ...(translationKeys ? { translationKeys } : {}),
});

const manifest: CemManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'dist/components/x.js',
      declarations: [
        element('sk-button', ['loading']),
        element('sk-inline-button', []),
        element('sk-counter', ['items']),
        element('sk-stale'),
        element('sk-typo', ['lodaing']),
      ],
    },
  ],
};

const translations: BundledTranslations = [
  {
    locale: 'en',
    strings: { loading: 'Loading', items: { one: '{count} item', other: '{count} items' } },
  },
  {
    locale: 'ar',
    strings: {
      loading: 'جارٍ التحميل',
      items: { other: '{count} عنصر', zero: 'لا عناصر', one: 'عنصر واحد', two: 'عنصران' },
    },
  },
  { locale: 'fi', strings: { items: { one: '{count} kohde', other: '{count} kohdetta' } } },
];

const tableOf = (tag: string): LocalizationTable =>
  localizationTable(findElement(manifest, tag)!, translations);

describe('localizationTable', () => {
  it('gives each key the element uses its text in every bundled locale, in their order', () => {
    const table = tableOf('sk-button');
    expect(table.locales).toEqual([
      { locale: 'en', name: 'English', dir: 'ltr' },
      { locale: 'ar', name: 'Arabic', dir: 'rtl' },
      { locale: 'fi', name: 'Finnish', dir: 'ltr' },
    ]);
    expect(table.rows).toEqual([{ key: 'loading', texts: ['Loading', 'جارٍ التحميل', null] }]);
  });

  it('lists plural forms in CLDR order', () => {
    const [row] = tableOf('sk-counter').rows;
    expect(row?.texts[1]).toEqual([
      { category: 'zero', text: 'لا عناصر' },
      { category: 'one', text: 'عنصر واحد' },
      { category: 'two', text: 'عنصران' },
      { category: 'other', text: '{count} عنصر' },
    ]);
  });

  it('has no rows for an element without strings', () => {
    expect(tableOf('sk-inline-button').rows).toEqual([]);
  });

  it('fails for a manifest without translationKeys, and for a key English lacks', () => {
    expect(() => tableOf('sk-stale')).toThrow(
      '<sk-stale> has no translationKeys in custom-elements.json: rebuild @skerry/components',
    );
    expect(() => tableOf('sk-typo')).toThrow(
      '<sk-typo> uses lodaing, which English does not define',
    );
  });
});

async function compilePage(body: string): Promise<string> {
  const dir = writeTree({ 'foundation/internationalization.mdx': page('I18n', body) });
  const file = path.join(dir, 'foundation/internationalization.mdx');
  const output = await compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    {
      remarkPlugins: [
        ...baseRemarkPlugins,
        [
          remarkLocalizationStrings,
          { contentDir: dir, manifest: () => manifest, translations: async () => translations },
        ],
        [remarkPage, { contentDir: dir, base: '/', docElements }],
      ],
    },
  );
  return String(output);
}

describe('<LocalizationStrings>', () => {
  it('is filled in at build time and imports only the table element', async () => {
    const code = await compilePage('<LocalizationStrings tag="sk-button" />');
    expect(code).toMatch(
      /import \{LocalizationStrings\} from ".*\/app\/docs\/localization-strings\/localization-strings\.tsx"/,
    );
    expect(code).toContain('"جارٍ التحميل"');
    expect(code).not.toMatch(/translations\/|bundledLoaders/);
  });

  it('fails the build for an unknown tag or a missing one, naming the page', async () => {
    await expect(compilePage('<LocalizationStrings tag="sk-nope" />')).rejects.toThrow(
      'foundation/internationalization.mdx: <LocalizationStrings tag="sk-nope">: no such element',
    );
    await expect(compilePage('<LocalizationStrings />')).rejects.toThrow(
      'foundation/internationalization.mdx: <LocalizationStrings> needs a tag',
    );
    await expect(compilePage('<LocalizationStrings tag="sk-stale" />')).rejects.toThrow(
      'foundation/internationalization.mdx: <LocalizationStrings tag="sk-stale">: <sk-stale> has no translationKeys',
    );
  });
});

/* The real package: its build lists the keys from each element's source (plugins.ts). */
describe('the built @skerry/components', () => {
  it('lists the strings each button uses, and reads every bundled locale', async () => {
    const real = readManifest()!;
    const keys = (tag: string) =>
      (findElement(real, tag) as { translationKeys?: string[] } | undefined)?.translationKeys;
    expect(keys('sk-button')).toEqual(['loading']);
    expect(keys('sk-icon-button')).toEqual(['loading']);
    expect(keys('sk-inline-button')).toEqual([]);

    const bundled = await readBundledTranslations();
    expect(bundled.map((t) => t.locale)).toEqual(['en', 'fi', 'sv', 'de', 'fr', 'ar']);
    const table = localizationTable(findElement(real, 'sk-button')!, bundled);
    expect(table.rows[0]?.texts[1]).toBe('Ladataan');
    expect(table.locales.at(-1)).toEqual({ locale: 'ar', name: 'Arabic', dir: 'rtl' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SkButton } from '../components/button/button.js';
import '../components/button/sk-button.js';
import { fixture, settle, shadow } from '../testing/fixture.js';
import { bundledLoaders, bundledLocales } from './bundled.js';
import { resolveDir, resolveLang } from './locale.js';
import { loadTranslation, registerTranslation, translate, translationsLoaded } from './registry.js';
import { en, type TranslationKey } from './translations/en.js';

const announcement = (button: Element): string =>
  shadow(button, '[role="status"]').textContent?.trim() ?? '';

/** Puts `inner` in the shadow root of a host inside `outer`, as an app shell would. */
async function inShadowRoot(outer: string, inner: string): Promise<SkButton> {
  const wrapper = await fixture(outer);
  const host = document.createElement('div');
  host.attachShadow({ mode: 'open' }).innerHTML = inner;
  wrapper.append(host);
  await settle(host.shadowRoot!);
  return host.shadowRoot!.querySelector('sk-button')!;
}

describe('localization', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('bundled translations', () => {
    const keys = Object.keys(en) as TranslationKey[];
    for (const locale of bundledLocales) {
      it(`${locale} translates every string the components use`, async () => {
        const strings = locale === 'en' ? en : await bundledLoaders[locale]!();
        const missing = keys.filter((key) => {
          const value = strings[key] as unknown;
          return typeof value === 'string' ? !value.trim() : !(value as { other?: string })?.other;
        });
        expect(missing).toEqual([]);
        expect(Object.keys(strings).sort()).toEqual([...keys].sort());
      });
    }

    it('bundles English, Finnish, Swedish, German, French and Arabic', () => {
      expect([...bundledLocales].sort()).toEqual(['ar', 'de', 'en', 'fi', 'fr', 'sv']);
    });
  });

  describe('translate', () => {
    it('uses the language of a regional tag (fi-FI → fi), once its strings have loaded', async () => {
      await loadTranslation('fi-FI');
      expect(translate('fi-FI', 'loading')).toBe('Ladataan');
    });

    it('answers in English without a warning while a bundled locale is still loading', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(translate('sv-FI', 'loading')).toBe('Loading');
      expect(warn).not.toHaveBeenCalled();
      await translationsLoaded();
      expect(translate('sv-FI', 'loading')).toBe('Läser in');
    });

    it('keeps strings an application registered before the bundled locale arrived', async () => {
      registerTranslation('de-CH', { loading: 'Lädt' });
      await loadTranslation('de-CH');
      expect(translate('de-CH', 'loading')).toBe('Lädt');
      expect(translate('de-CH', 'valueMissing')).toBe('Bitte füllen Sie dieses Feld aus.');
    });

    it('falls back to English with one SK003 warning for a missing string', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      registerTranslation('nb', { loading: 'Laster' });
      expect(translate('nb', 'loading')).toBe('Laster');
      expect(translate('nb', 'valueMissing', undefined, 'sk-button')).toBe(en.valueMissing);
      expect(translate('nb', 'valueMissing', undefined, 'sk-button')).toBe(en.valueMissing);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[sk-button\] SK003: .*"valueMissing".*nb/);
    });

    it('chooses plural forms with Intl.PluralRules and formats the count', () => {
      registerTranslation('ru', {
        loading: {
          one: 'Загружается {count} файл',
          few: 'Загружается {count} файла',
          many: 'Загружается {count} файлов',
          other: 'Загружается {count} файла',
        },
      });
      expect(translate('ru', 'loading', 1)).toBe('Загружается 1 файл');
      expect(translate('ru', 'loading', 3)).toBe('Загружается 3 файла');
      expect(translate('ru', 'loading', 5)).toBe('Загружается 5 файлов');
      expect(translate('ru', 'loading', 1200)).toBe('Загружается 1\u00a0200 файлов');
    });
  });

  describe('in components', () => {
    it('announces in the language of the nearest lang ancestor', async () => {
      const wrapper = await fixture(
        '<div lang="sv"><p lang="de"><sk-button loading>Speichern</sk-button></p></div>',
      );
      await expect
        .poll(() => announcement(wrapper.querySelector('sk-button')!))
        .toBe('Wird geladen');
    });

    it('finds lang across a shadow root', async () => {
      const button = await inShadowRoot(
        '<div lang="fi"></div>',
        '<sk-button loading>Tallenna</sk-button>',
      );
      expect(resolveLang(button)).toBe('fi');
      await expect.poll(() => announcement(button)).toBe('Ladataan');
    });

    it('follows a lang change on an ancestor', async () => {
      const wrapper = await fixture('<div lang="fr"><sk-button loading>Save</sk-button></div>');
      const button = wrapper.querySelector('sk-button')!;
      await expect.poll(() => announcement(button)).toBe('Chargement');
      wrapper.setAttribute('lang', 'ar');
      await new Promise((resolve) => setTimeout(resolve));
      await settle();
      await expect.poll(() => announcement(button)).toBe('جارٍ التحميل');
    });

    it('re-renders when a translation is registered', async () => {
      const wrapper = await fixture('<div lang="et"><sk-button loading>Salvesta</sk-button></div>');
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      registerTranslation('et', { loading: 'Laadimine' });
      await settle();
      await expect.poll(() => announcement(wrapper.querySelector('sk-button')!)).toBe('Laadimine');
    });

    it('falls back to English with one warning for an unknown language', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(
        '<div lang="ja"><sk-button loading>保存</sk-button><sk-button loading>送信</sk-button></div>',
      );
      for (const button of wrapper.querySelectorAll('sk-button')) {
        await expect.poll(() => announcement(button)).toBe('Loading');
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('SK003');
    });

    it('is English with no lang anywhere', async () => {
      const lang = document.documentElement.getAttribute('lang');
      document.documentElement.removeAttribute('lang');
      try {
        const button = await fixture('<sk-button loading>Save</sk-button>');
        expect(resolveLang(button)).toBe('en');
        await expect.poll(() => announcement(button)).toBe('Loading');
      } finally {
        if (lang !== null) document.documentElement.setAttribute('lang', lang);
      }
    });

    it('follows dir="rtl", across a shadow root too', async () => {
      const plain = await fixture('<div dir="rtl"><sk-button>حفظ</sk-button></div>');
      expect(resolveDir(plain.querySelector('sk-button')!)).toBe('rtl');
      const nested = await inShadowRoot('<div dir="rtl"></div>', '<sk-button>حفظ</sk-button>');
      expect(resolveDir(nested)).toBe('rtl');
      expect(getComputedStyle(shadow(nested, '[part~="base"]')).direction).toBe('rtl');
      const auto = await fixture('<div dir="auto">abc <sk-button>Save</sk-button></div>');
      expect(resolveDir(auto.querySelector('sk-button')!)).toBe('ltr');
    });
  });
});

import { html, type TemplateResult } from 'lit';
import { describe, expect, it } from 'vitest';
import { SkElement } from '../base/sk-element.js';
import { defineElement } from '../internal/define.js';
import { registerTranslation } from '../localization/registry.js';
import { fixture } from '../testing/fixture.js';

/* An element that shows what its controller gives, as a component's render would use it. */
class TestLocalized extends SkElement {
  get l10n() {
    return this.localize;
  }

  protected override render(): TemplateResult {
    return html`${this.localize.term('loading', { count: 1500, max: 2000 })}`;
  }
}
defineElement('sk-test-localized', TestLocalized);

const plain = (text: string): string =>
  text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

async function inLang(lang: string): Promise<TestLocalized> {
  const wrapper = await fixture(
    `<div lang="${lang}"><sk-test-localized></sk-test-localized></div>`,
  );
  return wrapper.querySelector<TestLocalized>('sk-test-localized')!;
}

describe('LocalizeController', () => {
  it('term() takes a count or named parameters, in the host’s language', async () => {
    registerTranslation('fi-AX', {
      loading: { one: '{count} merkki / {max}', other: '{count} merkkiä / {max}' },
    });
    const el = await inLang('fi-AX');
    expect(plain(el.shadowRoot!.textContent!.trim())).toBe('1 500 merkkiä / 2 000');
    expect(el.l10n.term('loading', 1)).toBe('1 merkki / {max}');
    expect(el.l10n.term('valueMissing')).toBe('Täytä tämä kenttä.');
  });

  it('formats numbers, percentages, dates, times and sizes in the host’s language', async () => {
    const de = (await inLang('de')).l10n;
    expect(de.number(1234.5)).toBe('1.234,5');
    expect(plain(de.percent(0.25))).toBe('25 %');
    expect(de.date('2024-03-05')).toBe('05.03.2024');
    expect(de.time('14:30')).toBe('14:30');
    expect(de.hourCycle()).toBe('h23');
    expect(plain(de.bytes(1_500_000))).toBe('1,5 MB');

    const en = (await inLang('en-US')).l10n;
    expect(plain(en.time('14:30'))).toBe('2:30 PM');
    expect(en.hourCycle()).toBe('h12');
    expect(en.date('2024-03-05', { dateStyle: 'long' })).toBe('March 5, 2024');
    expect(en.number(0.5, { style: 'currency', currency: 'EUR' })).toBe('€0.50');
  });

  it('follows the nearest lang when it changes', async () => {
    const el = await inLang('fi');
    expect(plain(el.l10n.number(1234.5))).toBe('1 234,5');
    el.parentElement!.setAttribute('lang', 'ar');
    expect(el.l10n.hourCycle()).toBe('h12');
    expect(plain(el.l10n.time('09:05'))).toBe('9:05 ص');
  });
});

import { defaultSettings, readSettings } from '@skerry/tokens/theme-builder';
import { describe, expect, it } from 'vitest';
import { followSettings, pageAddress, settingsQuery, shareLink } from './address.ts';

const where = {
  origin: 'https://skerry.example',
  pathname: '/foundation/themes/builder/',
  search: '',
  hash: '',
};
const harbour = { ...defaultSettings, brand: '#0b6e4f', corners: 'large' as const };

function fakeHistory(state: unknown) {
  const calls: [unknown, string][] = [];
  return {
    state,
    replaceState: (data: unknown, _unused: string, url?: string | URL | null) =>
      void calls.push([data, String(url)]),
    calls,
  };
}

describe('the address of a theme', () => {
  it("needs no query for Skerry's own settings", () => {
    expect(settingsQuery(defaultSettings)).toBe('');
    expect(pageAddress({ ...where, hash: '#top' }, defaultSettings)).toBe(
      '/foundation/themes/builder/#top',
    );
  });

  it('holds other settings in a query that reads back to them', () => {
    const address = pageAddress(where, harbour);
    expect(address).toMatch(/^\/foundation\/themes\/builder\/\?brand=0b6e4f/);
    expect(readSettings(address.split('?')[1]!)).toEqual({ settings: harbour, problems: [] });
  });

  it('shares an absolute link with every setting, defaults too', () => {
    const link = shareLink(where, defaultSettings);
    expect(link.startsWith('https://skerry.example/foundation/themes/builder/?')).toBe(true);
    expect(readSettings(new URL(link).search).settings).toEqual(defaultSettings);
  });

  it("replaces the address keeping the router's entry, and only when it changes", () => {
    const state = { usr: null, key: 'k1', idx: 3 };
    const history = fakeHistory(state);
    followSettings(history, where, harbour);
    expect(history.calls).toEqual([[state, pageAddress(where, harbour)]]);
    const [, address] = history.calls[0]!;
    followSettings(history, { ...where, search: `?${address.split('?')[1]}` }, harbour);
    expect(history.calls).toHaveLength(1);
  });
});

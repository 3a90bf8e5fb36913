import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV } from './dev.js';
import { docsUrl, warnOnce, warnOnceGlobally } from './warn.js';

describe('development warnings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are on in tests, where process.env.NODE_ENV is not production', () => {
    expect(DEV).toBe(true);
  });

  it('name the element and code and link to its API page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce(document.createElement('sk-widget'), 'SK001', 'Something is off.');
    expect(warn).toHaveBeenCalledWith(
      '[sk-widget] SK001: Something is off. See https://skerry.design/core-components/widget/api/',
    );
  });

  it('are emitted once per element and code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = document.createElement('sk-widget');
    const b = document.createElement('sk-widget');
    warnOnce(a, 'SK001', 'first');
    warnOnce(a, 'SK001', 'again');
    warnOnce(a, 'SK002', 'other code');
    warnOnce(b, 'SK001', 'other element');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('are emitted once per key when not about one element', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnceGlobally('sk-widget', 'SK003', 'warn-test/key', 'missing');
    warnOnceGlobally('sk-widget', 'SK003', 'warn-test/key', 'missing');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('link multi-word tags to their page', () => {
    expect(docsUrl('SK-ICON-BUTTON')).toBe(
      'https://skerry.design/core-components/icon-button/api/',
    );
  });

  it('link the icon to its page with the icon set', () => {
    expect(docsUrl('sk-icon')).toBe('https://skerry.design/foundation/icons/api/');
  });
});

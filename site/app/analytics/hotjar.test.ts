import { describe, expect, it } from 'vitest';
import { fakeBrowser } from './fake-browser.ts';
import { startHotjar } from './hotjar.ts';

describe('startHotjar', () => {
  it('does nothing when not enabled', () => {
    const browser = fakeBrowser();
    expect(startHotjar({ hjid: 123, enabled: false }, browser.window, browser.env.loadScript)).toBe(
      false,
    );
    browser.paint();
    expect(browser.srcs()).toEqual([]);
    expect(browser.window.hj).toBeUndefined();
    expect(browser.window._hjSettings).toBeUndefined();
  });

  it('sets up the queue and settings and loads the script for the hjid when enabled', () => {
    const browser = fakeBrowser();
    expect(startHotjar({ hjid: 123, enabled: true }, browser.window, browser.env.loadScript)).toBe(
      true,
    );
    expect(browser.window._hjSettings).toEqual({ hjid: 123, hjsv: 6 });
    browser.window.hj?.('event', 'signup');
    expect(browser.window.hj?.q?.map((args) => Array.from(args as ArrayLike<unknown>))).toEqual([
      ['event', 'signup'],
    ]);
    expect(browser.srcs()).toEqual([]);
    browser.paint();
    expect(browser.srcs()).toEqual(['https://static.hotjar.com/c/hotjar-123.js?sv=6']);
  });
});

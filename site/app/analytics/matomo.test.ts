import { describe, expect, it } from 'vitest';
import { fakeBrowser } from './fake-browser.ts';
import { startMatomo } from './matomo.ts';

function start(trackerUrl = 'https://stats.example.org/') {
  const browser = fakeBrowser();
  const matomo = startMatomo({ siteId: 7, trackerUrl }, browser.window, browser.env.loadScript);
  return { browser, matomo, queue: () => browser.window._paq as unknown[][] };
}

describe('startMatomo', () => {
  it('queues the set-up commands, cookies off', () => {
    expect(start().queue()).toEqual([
      ['disableCookies'],
      ['setTrackerUrl', 'https://stats.example.org/matomo.php'],
      ['setSiteId', '7'],
      ['enableLinkTracking'],
    ]);
  });

  it('loads matomo.js from the tracker after the first paint', () => {
    const { browser } = start();
    expect(browser.srcs()).toEqual([]);
    browser.paint();
    expect(browser.srcs()).toEqual(['https://stats.example.org/matomo.js']);
  });

  it('treats a tracker URL without a trailing slash as a directory', () => {
    const { browser, queue } = start('https://example.org/stats');
    browser.paint();
    expect(queue()[1]).toEqual(['setTrackerUrl', 'https://example.org/stats/matomo.php']);
    expect(browser.srcs()).toEqual(['https://example.org/stats/matomo.js']);
  });

  it('tracks a page view with its URL and title, the previous page as referrer', () => {
    const { matomo, queue } = start();
    matomo.pageview('/', 'Home');
    matomo.pageview('/button/', 'Button');
    expect(queue().slice(4)).toEqual([
      ['setCustomUrl', 'https://skerry.design/'],
      ['setDocumentTitle', 'Home'],
      ['trackPageView'],
      ['setReferrerUrl', 'https://skerry.design/'],
      ['setCustomUrl', 'https://skerry.design/button/'],
      ['setDocumentTitle', 'Button'],
      ['trackPageView'],
    ]);
  });

  it('counts the same path twice in a row once', () => {
    const { matomo, queue } = start();
    matomo.pageview('/a/', 'A');
    matomo.pageview('/a/', 'A');
    expect(queue().filter(([command]) => command === 'trackPageView')).toHaveLength(1);
  });

  it('pushes to the queue object matomo.js puts in place of the array', () => {
    const { browser, matomo } = start();
    const received: unknown[][] = [];
    browser.window._paq = { push: (command) => received.push(command) };
    matomo.pageview('/after-load/', 'After');
    expect(received.map(([command]) => command)).toEqual([
      'setCustomUrl',
      'setDocumentTitle',
      'trackPageView',
    ]);
  });
});

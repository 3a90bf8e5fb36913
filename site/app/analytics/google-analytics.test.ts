import { describe, expect, it } from 'vitest';
import { entries, fakeBrowser } from './fake-browser.ts';
import { startGoogleAnalytics } from './google-analytics.ts';

const config = { measurementId: 'G-TEST123' };
const scriptUrl = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';

function start() {
  const browser = fakeBrowser();
  const ga = startGoogleAnalytics(config, browser.window, browser.env.loadScript);
  const events = () => entries(browser.window.dataLayer).filter(([command]) => command === 'event');
  return { browser, ga, events };
}

describe('startGoogleAnalytics', () => {
  it('configures the property with anonymised IPs and no automatic page view', () => {
    const { browser } = start();
    const layer = entries(browser.window.dataLayer);
    expect(layer[0]?.[0]).toBe('js');
    expect(layer[0]?.[1]).toBeInstanceOf(Date);
    expect(layer[1]).toEqual([
      'config',
      'G-TEST123',
      { anonymize_ip: true, send_page_view: false },
    ]);
  });

  it('pushes Arguments objects, the only entries gtag.js reads', () => {
    const { browser } = start();
    const first = browser.window.dataLayer?.[0];
    expect(Array.isArray(first)).toBe(false);
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
  });

  it('loads gtag.js for the measurement id, after the first paint', () => {
    const { browser } = start();
    expect(browser.srcs()).toEqual([]);
    browser.paint();
    expect(browser.srcs()).toEqual([scriptUrl]);
  });

  it('sends one page_view per navigation', () => {
    const { ga, events } = start();
    ga.pageview('/', 'Home');
    ga.pageview('/button/', 'Button');
    expect(events()).toEqual([
      [
        'event',
        'page_view',
        { page_title: 'Home', page_location: 'https://skerry.design/', send_to: 'G-TEST123' },
      ],
      [
        'event',
        'page_view',
        {
          page_title: 'Button',
          page_location: 'https://skerry.design/button/',
          send_to: 'G-TEST123',
        },
      ],
    ]);
  });

  it('counts the same path twice in a row once, and again after another page', () => {
    const { ga, events } = start();
    ga.pageview('/a/', 'A');
    ga.pageview('/a/', 'A');
    ga.pageview('/b/', 'B');
    ga.pageview('/a/', 'A');
    expect(events().map((event) => (event[2] as { page_title: string }).page_title)).toEqual([
      'A',
      'B',
      'A',
    ]);
  });

  it('sends exception events with description and fatal', () => {
    const { ga, events } = start();
    ga.exception('Loading chunk 3 failed', false);
    ga.exception('Boom', true);
    expect(events()).toEqual([
      [
        'event',
        'exception',
        { description: 'Loading chunk 3 failed', fatal: false, send_to: 'G-TEST123' },
      ],
      ['event', 'exception', { description: 'Boom', fatal: true, send_to: 'G-TEST123' }],
    ]);
  });

  it('keeps a gtag and data layer the page already has', () => {
    const calls: unknown[][] = [];
    const browser = fakeBrowser({
      window: { dataLayer: ['existing'], gtag: (...args) => calls.push(args) },
    });
    startGoogleAnalytics(config, browser.window, browser.env.loadScript).pageview('/', 'Home');
    expect(browser.window.dataLayer).toEqual(['existing']);
    expect(calls.map((call) => call[0])).toEqual(['js', 'config', 'event']);
  });
});

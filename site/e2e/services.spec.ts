import type { Page, Request, Route } from '@playwright/test';
import { thirdPartySources } from '../hosting/third-party-sources.ts';
import siteConfig from '../site.config.ts';
import { type ServedSite, serveSite } from './serve-site.ts';
import { seriousAxeViolations } from './axe.ts';
import { expect, gotoReady, test, withStatus } from './fixtures.ts';
import { configuredServices, siteVariant } from './variant-builds.ts';

const services = configuredServices;

const buttonHit = {
  objectID: 'button-1',
  url: 'https://skerry.design/core-components/button/',
  url_without_anchor: 'https://skerry.design/core-components/button/',
  anchor: null,
  type: 'lvl1',
  content: null,
  hierarchy: {
    lvl0: 'Components',
    lvl1: 'Button',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'Components', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: '<mark>Button</mark>', matchLevel: 'full', matchedWords: ['button'] },
    },
  },
  _snippetResult: {},
};

/** Stand-ins for the third parties: tiny scripts, and DocSearch's answer. */
async function fakeThirdParty(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  const script = (body: string) =>
    route.fulfill({ contentType: 'application/javascript', body, headers: cors });
  const cors = { 'access-control-allow-origin': '*' };
  if (url.hostname === 'www.googletagmanager.com') return script('window.gtagScriptRan = true;');
  if (url.pathname.endsWith('/matomo.js')) return script('window.matomoScriptRan = true;');
  if (url.hostname === 'static.hotjar.com') return script('window.hotjarScriptRan = true;');
  if (url.hostname.endsWith('algolia.net') || url.hostname.endsWith('algolianet.com')) {
    if (route.request().method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-headers': '*',
          'access-control-allow-methods': '*',
        },
      });
    }
    const hits = (route.request().postData() ?? '').includes('button') ? [buttonHit] : [];
    return route.fulfill({
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({
        results: [
          {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            exhaustiveNbHits: true,
            query: 'button',
            params: '',
            processingTimeMS: 1,
            index: 'skerry',
          },
        ],
      }),
    });
  }
  return route.abort('blockedbyclient');
}

/** Every request the page makes to another host, recorded and answered by the stand-ins. */
async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  const local = (url: URL) => url.hostname === '127.0.0.1' || url.protocol === 'data:';
  await page.route(
    (url) => !local(url),
    (route) => fakeThirdParty(route),
  );
  page.on('request', (request: Request) => {
    if (!local(new URL(request.url()))) requests.push(request.url());
  });
  return requests;
}

function sidebarLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: withStatus(name) });
}

type DataLayerEntry = [string, ...unknown[]];

function dataLayer(page: Page): Promise<DataLayerEntry[] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer;
    return layer ? layer.map((entry) => Array.from(entry) as DataLayerEntry) : null;
  });
}

function pageViews(entries: DataLayerEntry[] | null) {
  return (entries ?? [])
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params as { page_location: string; page_title: string });
}

function matomoCommands(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(
    () => (window as unknown as { _paq?: unknown[][] })._paq?.map((c) => [...c]) ?? null,
  );
}

test.describe('with analytics and DocSearch configured', () => {
  // One build for the whole file, so its tests share a worker and run in order.
  test.describe.configure({ mode: 'default' });
  let site: ServedSite;

  test.beforeAll(async () => {
    // A whole build when npm test has not made it ahead.
    test.setTimeout(300_000);
    site = await serveSite(
      await siteVariant('services'),
      thirdPartySources({
        analytics: services.analytics,
        search: { ...siteConfig.search, docsearch: services.search.docsearch },
      }),
    );
  });

  test.afterAll(async () => {
    await site?.close();
  });

  test('sends one anonymised page view per navigation, loading trackers only after paint', async ({
    page,
  }) => {
    const thirdParty = await recordThirdParty(page);
    // A site that counts page views starts the app without waiting for the reader (decision
    // 0015): nothing here points at the page.
    const response = await page.goto(`${site.origin}/foundation/`);
    await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
    // Nothing of the trackers is in the prerendered page itself, but its policy naming them.
    const html = await response?.text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/.exec(html ?? '');
    expect(policy?.[0]).toMatch(/googletagmanager/);
    expect(html?.replace(policy![0], '')).not.toMatch(/googletagmanager|matomo|hotjar/);

    await expect.poll(() => page.evaluate(() => 'gtagScriptRan' in window)).toBe(true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      gtag: performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('googletagmanager'))?.startTime,
    }));
    expect(timing.gtag).toBeGreaterThan(timing.paint);

    const config = (await dataLayer(page))?.find(([command]) => command === 'config');
    expect(config).toEqual([
      'config',
      'G-SKERRYTEST',
      { anonymize_ip: true, send_page_view: false },
    ]);
    expect(pageViews(await dataLayer(page))).toEqual([
      expect.objectContaining({
        page_location: `${site.origin}/foundation/`,
        page_title: expect.stringContaining('Foundation'),
      }),
    ]);

    await sidebarLink(page, 'Color').click();
    await expect(page).toHaveURL(`${site.origin}/foundation/color/`);
    await expect.poll(async () => pageViews(await dataLayer(page)).length).toBe(2);
    const views = pageViews(await dataLayer(page));
    expect(views[1]).toMatchObject({ page_location: `${site.origin}/foundation/color/` });
    expect(views[1]?.page_title).toContain('Color');

    // Matomo: the site id, no cookies, and the same two page views.
    const paq = (await matomoCommands(page)) ?? [];
    expect(paq).toContainEqual(['setSiteId', '7']);
    expect(paq).toContainEqual(['disableCookies']);
    expect(paq.filter(([command]) => command === 'trackPageView')).toHaveLength(2);
    await expect.poll(() => page.evaluate(() => 'matomoScriptRan' in window)).toBe(true);

    // Hotjar is enabled, so its script loads with the configured id.
    await expect.poll(() => page.evaluate(() => 'hotjarScriptRan' in window)).toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { _hjSettings?: { hjid: number } })._hjSettings,
      ),
    ).toEqual({ hjid: 1234567, hjsv: 6 });

    // Error reporting is for the production host only.
    expect(thirdParty.filter((url) => url.includes('sentry'))).toEqual([]);
  });

  test.describe('when the service worker cannot register', () => {
    test.use({ expectedConsoleErrors: /Service worker error|sw\.js/ });

    test('logs the error and sends it to analytics as a non-fatal exception', async ({ page }) => {
      await recordThirdParty(page);
      // The worker script's own request is out of page.route's reach; make registration fail
      // the way the browser does when that request answers 500.
      await page.addInitScript(() => {
        ServiceWorkerContainer.prototype.register = () =>
          Promise.reject(
            new TypeError(
              'Failed to register a ServiceWorker: A bad HTTP response code (500) was received when fetching the script.',
            ),
          );
      });
      const logged = page.waitForEvent('console', (m) =>
        m.text().startsWith('Service worker error'),
      );
      await gotoReady(page, `${site.origin}/foundation/`);
      await logged;
      await expect
        .poll(async () =>
          (await dataLayer(page))?.filter(
            ([command, name]) => command === 'event' && name === 'exception',
          ),
        )
        .toEqual([
          [
            'event',
            'exception',
            {
              description: expect.stringMatching(/bad HTTP response code \(500\)/),
              fatal: false,
              send_to: 'G-SKERRYTEST',
            },
          ],
        ]);
    });
  });

  test('loads no tracker at all under Do Not Track or Global Privacy Control', async ({
    browser,
  }) => {
    for (const signal of ['doNotTrack', 'globalPrivacyControl'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((name) => {
        Object.defineProperty(Navigator.prototype, name, {
          get: () => (name === 'doNotTrack' ? '1' : true),
        });
      }, signal);
      const thirdParty = await recordThirdParty(page);
      await gotoReady(page, `${site.origin}/foundation/`);
      await sidebarLink(page, 'Color').click();
      await expect(page).toHaveURL(`${site.origin}/foundation/color/`);
      // Long enough for a tracker to have loaded after the first paint, were it allowed.
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })),
      );
      expect(thirdParty, signal).toEqual([]);
      expect(await dataLayer(page), signal).toBeNull();
      expect(await matomoCommands(page), signal).toBeNull();
      await context.close();
    }
  });

  test('DocSearch loads on first use, searches the hosted index and opens a hit in the app', async ({
    page,
  }) => {
    const thirdParty = await recordThirdParty(page);
    await gotoReady(page, `${site.origin}/foundation/`);
    const loadedDocSearch = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('docsearch-dialog')),
      );
    const algolia = () => thirdParty.filter((url) => /algolia(net)?\.(net|com)/.test(url));
    expect(await loadedDocSearch()).toBe(false);
    expect(algolia()).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await page.keyboard.press('Control+K');
    const input = page.getByPlaceholder('Search the documentation');
    await expect(input).toBeFocused();
    expect(await loadedDocSearch()).toBe(true);
    await input.fill('button');
    const hit = page.getByRole('option', { name: /Button/ });
    await expect(hit).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(algolia().some((url) => url.startsWith('https://skerrytest-dsn.algolia.net/'))).toBe(
      true,
    );

    // Escape closes the dialog and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();

    await page.getByRole('button', { name: 'Search' }).press('Enter');
    await input.fill('button');
    await expect(hit).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${site.origin}/core-components/button/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Button');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // A click on a hit opens it in the app as well.
    await page.goBack();
    await expect(page).toHaveURL(`${site.origin}/foundation/`);
    await page.getByRole('button', { name: 'Search' }).click();
    await input.fill('button');
    await hit.click();
    await expect(page).toHaveURL(`${site.origin}/core-components/button/`);
    await expect(input).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});

test.describe('with the default configuration', () => {
  test('no request leaves the site, whatever the reader does', async ({ page }) => {
    // A navigation, then the first search loading the index and its WebAssembly while the
    // worker precaches the site: on two busy cores this has taken more than 30 s.
    test.slow();
    const thirdParty = await recordThirdParty(page);
    await gotoReady(page, '/foundation/');
    await sidebarLink(page, 'Color').click();
    await expect(page).toHaveURL('/foundation/color/');
    const search = page.getByRole('combobox', { name: 'Search the documentation' });
    await search.fill('password');
    await page
      .getByRole('option', { name: /Password/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/core-components\/password\//);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
    expect(thirdParty).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
  });
});

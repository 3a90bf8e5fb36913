import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.ts';
import { expect, holdEntry, test, withStatus } from './fixtures.ts';
import { staticHostOrigin } from './static-host.ts';

/*
 * The behaviours of the specification that a page must keep by itself, checked where no server
 * rule helps: the site served as a plain static host serves it (files only, no rewrite rules),
 * on a first visit, with no interaction before the behaviour (decision 0015).
 */
test.use({ baseURL: staticHostOrigin });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Every document the page requests, by path: one means no reload. */
function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

/** Marks the document, to tell a client navigation from a full load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/**
 * Waits until the page's first-visit module has run, which defines the demo in view: a link
 * clicked before it arrives is the browser's to follow, as on a page without scripts.
 */
const firstVisitRan = (page: Page) =>
  expect.poll(() => page.evaluate(() => customElements.get('sk-button') !== undefined)).toBe(true);

const hydrated = (page: Page) => page.locator('html[data-sk-hydrated]');

test.describe('a page at its index.html address', () => {
  for (const [from, to] of [
    ['/core-components/button/index.html', '/core-components/button/'],
    ['/foundation/color/index.html', '/foundation/color/'],
    ['/index.html', '/'],
  ] as const) {
    test(`${from} ends at ${to}, without a reload or the app`, async ({ page }) => {
      const documents = documentRequests(page);
      const response = await page.goto(from);
      // A plain static host serves the file where it is: the page corrects its own address.
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(to);
      expect(documents).toEqual([from]);
      await expect(page.locator('main[data-motion-ready]')).toHaveCount(1);
      await expect(hydrated(page)).toHaveCount(0);
    });
  }

  test('keeps the query and the hash', async ({ page }) => {
    await page.goto('/foundation/color/index.html?from=old#contrast');
    await expect(page).toHaveURL('/foundation/color/?from=old#contrast');
  });
});

test('the main container is marked motion-ready after load, with no interaction', async ({
  page,
}) => {
  await page.goto('/core-components/button/');
  await expect(page.locator('main')).toHaveAttribute('data-motion-ready', '');
  await expect(hydrated(page)).toHaveCount(0);
});

test('back restores, smoothly, the position of a page scrolled before the app started', async ({
  page,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/core-components/button/');
  await expect(page.locator('main[data-motion-ready]')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await expect.poll(entry.requested).toBe(true);
  entry.release();
  await expect(hydrated(page)).toHaveCount(1);
  // Demos defined meanwhile may have moved the page under the reader: this is where they are.
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(1000);

  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: withStatus('Card') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStatus('Card'));
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await sameDocument(page)).toBe(true);

  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { positions: number[] }).positions = positions;
    addEventListener('scroll', () => positions.push(Math.round(window.scrollY)), { passive: true });
  });
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStatus('Button'));
  await expect.poll(() => scrollY(page)).toBe(position);
  expect(await sameDocument(page)).toBe(true);
  const passed = await page.evaluate(
    () => (window as unknown as { positions: number[] }).positions,
  );
  expect(
    passed.some((y) => y > 0 && y < position),
    'scrolled through, not jumped',
  ).toBe(true);
});

test.describe('a page whose scripts stop loading before the app has run', () => {
  // The worker would answer script requests from its cache, out of the test's reach.
  test.use({
    serviceWorkers: 'block',
    expectedConsoleErrors: /Loading chunk \S+ failed|net::ERR_FAILED|Failed to load resource/,
  });

  test('a link clicked shows "Loading chunk N failed", a retry and the plain link', async ({
    page,
  }) => {
    const documents = documentRequests(page);
    await page.goto('/core-components/button/');
    await firstVisitRan(page);
    await expect(hydrated(page)).toHaveCount(0);
    const failed: string[] = [];
    await page.route('**/assets/**/*.js', (route) => {
      failed.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    });
    await markDocument(page);

    await page.getByRole('link', { name: 'Components', exact: true }).first().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/Loading chunk \S+ failed\./);
    const chunk = /Loading chunk (\S+) failed/.exec(await alert.innerText())![1]!;
    expect(failed.some((path) => path.endsWith(`/${chunk}.js`))).toBe(true);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('This page could not be loaded');
    await expect(heading).toBeFocused();
    await expect(
      alert.getByRole('link', { name: 'Open /core-components/ as a full page load' }),
    ).toHaveAttribute('href', `${staticHostOrigin}/core-components/`);
    // Never a blank page, never a silent reload: the same document, at the same address.
    await expect(page).toHaveURL('/core-components/button/');
    expect(await sameDocument(page)).toBe(true);
    expect(documents).toEqual(['/core-components/button/']);
    await expect(
      page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', {
        name: withStatus('Button'),
      }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.unroute('**/assets/**/*.js');
    // In this document or, as Chromium keeps a failed module, by loading the page in full.
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/core-components/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web components');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the plain link loads the page in full', async ({ page }) => {
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/core-components/button/');
    await firstVisitRan(page);
    await page.getByRole('link', { name: 'Components', exact: true }).first().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/Loading chunk entry\.client-[\w-]+ failed\./);
    await alert.getByRole('link', { name: 'Open /core-components/ as a full page load' }).click();
    await expect(page).toHaveURL('/core-components/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web components');
  });
});

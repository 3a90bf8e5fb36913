import type { Page, Request, Route } from '@playwright/test';
import { expect, test, withStatus } from './fixtures.ts';

/*
 * A first visit runs the page without the app (docs/decisions/0015): the demos' elements are
 * defined as they come into view, and the app loads at the reader's first interaction. What the
 * reader does before it has hydrated is held and done once it has.
 */

/** The app's own modules: the entry, React and React Router, the layout. */
const appModule = /\/assets\/(?:entry\.client|jsx-runtime|client|root|doc-layout)-[\w-]+\.js$/;

/** Holds the app's entry module until `release`; the page runs as a first visit meanwhile. */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return {
    requested: () => held.length > 0,
    release,
  };
}

test('a first visit defines the demo in view and loads none of the app until an intent', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/core-components/button/');
  await expect
    .poll(() => page.evaluate(() => customElements.get('sk-button') !== undefined))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => appModule.test(path))).toEqual([]);
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(0);

  await page.locator('main').dispatchEvent('pointerover');
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
  expect(requests.some((path) => appModule.test(path))).toBe(true);
});

test('a link clicked before the app runs opens by client navigation once it does', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  const entry = await holdEntry(page);
  await page.goto('/core-components/button/');
  await page.waitForLoadState('networkidle');
  const link = page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: withStatus('Icon button') });
  await link.click();
  await expect.poll(entry.requested).toBe(true);
  // Held: the page stays until the app can open the link.
  expect(new URL(page.url()).pathname).toBe('/core-components/button/');
  entry.release();
  await expect(page).toHaveURL(/\/core-components\/icon-button\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStatus('Icon button'));
  expect(documents).toEqual(['/core-components/button/']);
});

test('a choice and a search shortcut made before the app runs take effect once it does', async ({
  page,
}) => {
  const entry = await holdEntry(page);
  await page.goto('/foundation/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('/');
  await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption('dark');
  await expect.poll(entry.requested).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-sk-theme', 'dark');
  entry.release();
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-sk-theme', 'dark');
  await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeFocused();
});

test('a search typed before the app runs is searched once it does', async ({ page }) => {
  const entry = await holdEntry(page);
  await page.goto('/foundation/');
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('password');
  await expect.poll(entry.requested).toBe(true);
  entry.release();
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
  await expect(box).toHaveValue('password');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toContainText('Password');
});

test('a button pressed before the app runs is pressed again once it does', async ({ page }) => {
  const entry = await holdEntry(page);
  await page.setViewportSize({ width: 480, height: 800 });
  await page.goto('/foundation/');
  await page.waitForLoadState('networkidle');
  const sidebar = page.locator('#site-sidebar');
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect.poll(entry.requested).toBe(true);
  await expect(sidebar).toBeHidden();
  entry.release();
  await expect(sidebar).toBeVisible();
});

test.describe('when the app cannot load', () => {
  test.use({
    expectedConsoleErrors:
      /net::ERR_FAILED|Failed to load resource|Failed to fetch dynamically imported module/,
  });

  test('a link clicked before it ran opens as a plain link', async ({ page }) => {
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/core-components/button/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link', { name: withStatus('Icon button') })
      .click();
    await expect(page).toHaveURL(/\/core-components\/icon-button\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStatus('Icon button'));
  });
});

test('a page with a query, which an island reads, starts the app without an intent', async ({
  page,
}) => {
  await page.goto('/foundation/icons/?icon=search');
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
});

import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures.ts';

/** The search's own live region: the home page's live sample has status regions of its own. */
const status = (page: Page) => page.getByRole('search', { name: 'Site' }).getByRole('status');

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    // Search must work with nothing but the site itself: any other request fails the test.
    const foreign: string[] = [];
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, async (route) => {
      foreign.push(route.request().url());
      await route.abort();
    });
    page.on('close', () => expect(foreign).toEqual([]));
  });

  test('"password" finds the password page, and choosing it navigates there', async ({ page }) => {
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('password');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option').first()).toContainText('Password');
    await expect(status(page)).toHaveText(/\d+ pages? found/);
    await expect(results.locator('mark').first()).toHaveText(/password/i);
    await results.getByRole('option').first().click();
    await expect(page).toHaveURL('/core-components/password/');
    await expect(page.locator('h1')).toContainText('Password');
  });

  test('the synonym "dropdown" leads to the select pages', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('dropdown');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toContainText(/^Select/);
  });

  test('works with the keyboard only: /, arrows, Enter, Escape', async ({ page }) => {
    await gotoReady(page, '/foundation/');
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await expect(box).toBeFocused();
    await page.keyboard.type('toggle');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toContainText('Toggle');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/core-components\/toggle\//);
    // The navigation ends, closing the search, once the page is shown: only then is it opened
    // again, or the closing could empty the new query.
    await expect(page.locator('main h1')).toContainText('Toggle');

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.type('button');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('with the service worker blocked, so every fragment fetched is counted', () => {
    test.use({ serviceWorkers: 'block' });

    test('fetches the results shown, the rest as the list scrolls or the arrows reach them', async ({
      page,
    }) => {
      const fragments: string[] = [];
      const scripts: string[] = [];
      // On the context: a fetch from a worker, which a page's own events do not show, counts too.
      page.context().on('requestfinished', (request) => {
        const url = request.url();
        if (url.endsWith('.pf_fragment')) fragments.push(url);
        if (/\/pagefind\/[^/]*\.js$/.test(url)) scripts.push(new URL(url).pathname);
      });
      await gotoReady(page, '/');
      const box = page.getByRole('combobox', { name: 'Search the documentation' });
      await box.fill('button');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await expect(status(page)).toHaveText('8 pages found');
      await expect(results.getByRole('group')).toHaveCount(3);
      expect(fragments).toHaveLength(3);
      // The search runs on the page's thread: the runtime is loaded once, not again as a worker.
      expect(scripts.map((script) => script.split('/').pop())).toEqual(['pagefind.js']);

      // The arrows go through every result, those fetched on the way included, then back to the box.
      const ids = new Set<string>();
      for (let press = 0; press < 100; press++) {
        await box.press('ArrowDown');
        const active = await box.getAttribute('aria-activedescendant');
        if (!active) break;
        await expect(page.locator(`[id="${active}"]`)).toBeInViewport();
        ids.add(active);
      }
      await expect(results.getByRole('group')).toHaveCount(8);
      expect(ids.size).toBe(await results.getByRole('option').count());
      expect(fragments).toHaveLength(8);

      // A new query starts again from its first results; scrolling to the end fetches the rest.
      await box.fill('color');
      await expect(results.getByRole('group')).toHaveCount(3);
      await results.evaluate((list) => list.parentElement?.scrollTo(0, list.scrollHeight));
      await expect(results.getByRole('group')).toHaveCount(8);
      await expect(status(page)).toHaveText('8 pages found');
    });
  });

  test('remembers recent searches in this browser', async ({ page }) => {
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('radio');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().click();
    await expect(page.locator('h1')).toContainText('Radio');
    await box.focus();
    await expect(
      page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option'),
    ).toHaveText(['radio']);
  });

  test('bad input gives no error and injects nothing', async ({ page }) => {
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    for (const input of [
      '   ',
      '(.*)[a-z]+\\',
      '<img src=x onerror="window.injected=1">',
      'x'.repeat(10_000),
    ]) {
      await box.fill(input);
      await expect(status(page)).not.toHaveText('Searching…');
    }
    expect(
      await page.evaluate(() => (window as unknown as { injected?: number }).injected),
    ).toBeUndefined();
    await expect(page.locator('.sk-search img')).toHaveCount(0);
  });
});

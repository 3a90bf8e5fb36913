import type { Page, Route } from '@playwright/test';
import { seriousAxeViolations } from './axe.ts';
import { expect, gotoReady, islandsInViewSettled, test, withStatus } from './fixtures.ts';

// The worker would answer script requests from its cache, out of the test's reach.
test.use({
  serviceWorkers: 'block',
  expectedConsoleErrors: /Loading chunk \S+ failed|net::ERR_FAILED|Failed to load resource/,
});

const scripts = '**/assets/**/*.js';

function sidebarLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: withStatus(name) });
}

test.describe('a page script that does not load', () => {
  test('shows "Loading chunk … failed" in the page area, and the retry works once unblocked', async ({
    page,
  }) => {
    await gotoReady(page, '/core-components/button/');
    // The demo in view loads its components after hydration: they arrive before scripts fail.
    await islandsInViewSettled(page);
    await page.route(scripts, (route) => route.abort('failed'));
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Hovering first: prefetching a script that fails must neither reload nor complain.
    const prefetchFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/'));
    await sidebarLink(page, 'Toggle').hover();
    await prefetchFailed;
    await expect(page.getByRole('alert')).toHaveCount(0);
    await sidebarLink(page, 'Toggle').click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/Loading chunk \S+ failed\./);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be loaded',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(
      alert.getByRole('link', { name: 'Open /core-components/toggle/ as a full page load' }),
    ).toHaveAttribute('href', /\/core-components\/toggle\/$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Never a blank page: the header and sidebar stay, and the address is still the old page's.
    await expect(sidebarLink(page, 'Button')).toBeVisible();
    await expect(page).toHaveURL('/core-components/button/');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    await page.unroute(scripts);
    // In this document or, as Chromium keeps the failed module, by loading the page in full.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/core-components/toggle/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toggle');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('reloads the target address once when a deploy removed the script', async ({ page }) => {
    await gotoReady(page, '/core-components/button/');
    let deployed = false;
    // The first request of the old script gets a 404; by the time the page checks (HEAD) the
    // file is still gone; after the full load, the new HTML refers to scripts that exist.
    const gone = async (route: Route) => {
      if (deployed) return route.continue();
      if (route.request().method() === 'HEAD') deployed = true;
      return route.fulfill({ status: 404, body: 'Not found' });
    };
    await page.route('**/assets/index-*.js', gone);
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });

    await sidebarLink(page, 'Toggle').click();
    await expect(page).toHaveURL('/core-components/toggle/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toggle');
    expect(deployed).toBe(true);
    // A full load: the old document, and its marker, are gone.
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

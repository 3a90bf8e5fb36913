import { expect, test } from './fixtures.ts';

// Service workers need a fresh context per test, and the worker script must be the real one.
test.describe('offline service worker', () => {
  test('controls the page after a reload, and serves visited pages offline', async ({
    page,
    context,
  }) => {
    await page.goto('/core-components/button/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Visit a second page in the app, so both documents have been fetched through the worker.
    await page.goto('/core-components/toggle/');
    await expect(page.locator('h1')).toContainText('Toggle');

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toContainText('Toggle');
    await page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link', { name: 'Button', exact: true })
      .click();
    await expect(page).toHaveURL('/core-components/button/');
    await expect(page.locator('h1')).toContainText('Button');
    await context.setOffline(false);
  });

  test('offers an update when a new worker is waiting, and reloads into it', async ({ page }) => {
    let version = 1;
    await page.route('**/sw.js', async (route) => {
      const response = await route.fetch();
      // A changed worker script is a new version, exactly as after a deploy.
      await route.fulfill({ response, body: `${await response.text()}\n// version ${version}\n` });
    });
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    version = 2;
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const notice = page.getByRole('region', { name: 'Update available' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('status')).toHaveText(
      'A new version of the documentation is available.',
    );

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await expect(notice).toHaveCount(0);
    const scriptVersion = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.scriptURL;
    });
    expect(scriptVersion).toMatch(/\/sw\.js$/);
  });
});

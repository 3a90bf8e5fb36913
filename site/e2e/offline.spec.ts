import fs from 'node:fs';
import path from 'node:path';
import { distDir, siteDir } from '../readers/paths.ts';
import type { Page } from '@playwright/test';
import { serveSite } from './serve-site.ts';
import { expect, gotoReady, test, wakeApp, withStatus } from './fixtures.ts';
import { nextDeployButtonHeading, siteVariant } from './variant-builds.ts';

/** Opens a page and reloads it once the worker is ready, so the worker controls it. */
async function gotoControlled(page: Page, url: string) {
  await gotoReady(page, url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await wakeApp(page);
}

test.describe('offline service worker', () => {
  test('controls the page after a reload, and serves visited pages offline', async ({
    page,
    context,
  }) => {
    await gotoControlled(page, '/core-components/button/');

    await gotoReady(page, '/core-components/toggle/');
    await expect(page.locator('h1')).toContainText('Toggle');

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toContainText('Toggle');
    await page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link', { name: withStatus('Button') })
      .click();
    await expect(page).toHaveURL('/core-components/button/');
    await expect(page.locator('h1')).toContainText('Button');
    await context.setOffline(false);
  });

  test('keeps the search index and the icons a reader used for offline use', async ({
    page,
    context,
  }) => {
    await gotoControlled(page, '/foundation/icons/code/');
    const heading = await page.locator('h1').textContent();
    const icon = page.locator('.sk-demo__preview sk-icon').first().locator('svg');
    await expect(icon).toBeAttached();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    const firstResult = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option')
      .first();
    await box.fill('password');
    await expect(firstResult).toContainText('Password');
    const cached = (name: string) =>
      page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).length, name);
    await expect.poll(() => cached('skerry-search')).toBeGreaterThan(0);
    await expect.poll(() => cached('skerry-icons')).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(heading!);
    await expect(icon).toBeAttached();
    await box.fill('password');
    await expect(firstResult).toContainText('Password');
    await context.setOffline(false);
  });

  test('offers the next deploy when it is ready, and reloads into it', async ({ page }) => {
    // A whole build when npm test has not made it ahead, and a worker precaching every asset.
    test.setTimeout(300_000);
    // Two real builds: the current one, and the next deploy (its button page changed), swapped
    // in while the reader has the site open — as a deploy does.
    const next = await siteVariant('next-deploy');
    // Built outside the checkout (variant-builds.ts), as a deploy pipeline may build.
    expect(path.relative(path.dirname(siteDir), next)).toMatch(/^\.\.[/\\]/);
    const root = fs.mkdtempSync(path.join(siteDir, '.cache', 'e2e-live-'));
    fs.cpSync(distDir, root, { recursive: true });
    const site = await serveSite(root);
    try {
      await gotoControlled(page, `${site.origin}/core-components/button/`);

      fs.cpSync(next, root, { recursive: true });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const notice = page.getByRole('region', { name: 'Update available' });
      // The new worker is waiting only once it has precached the build's assets.
      await expect(notice).toBeVisible({ timeout: 120_000 });
      await expect(notice.getByRole('status')).toHaveText(
        'A new version of the documentation is available.',
      );
      await expect(page.locator('h1')).toHaveText(withStatus('Button'));
      await notice.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.locator('h1')).toHaveText(withStatus(nextDeployButtonHeading));
      await expect(notice).toHaveCount(0);
    } finally {
      await page.close();
      await site.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

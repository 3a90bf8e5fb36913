import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentDir, distDir, siteDir } from '../engine/paths.ts';
import { createSiteServer } from '../server/server.ts';
import siteConfig from '../site.config.ts';
import type { Page } from '@playwright/test';
import { expect, gotoReady, test, withStatus } from './fixtures.ts';

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
    test.setTimeout(180_000);
    // Two real builds: the current one, and one whose button page changed, swapped in while the
    // reader has the site open — as a deploy does.
    const work = path.join(siteDir, '.cache', 'e2e-deploy');
    fs.rmSync(work, { recursive: true, force: true });
    const content = path.join(work, 'content');
    fs.cpSync(contentDir, content, { recursive: true });
    const buttonPage = path.join(content, 'core-components/button/index.mdx');
    fs.writeFileSync(
      buttonPage,
      fs.readFileSync(buttonPage, 'utf8').replace(/^# Button$/m, '# Button (new version)'),
    );
    const build = spawnSync('npm', ['run', 'build', '-w', 'site'], {
      cwd: path.resolve(siteDir, '..'),
      env: {
        ...process.env,
        SKERRY_CONTENT_DIR: content,
        SKERRY_BUILD_DIR: path.join(work, 'build'),
        SKERRY_DIST_DIR: path.join(work, 'next'),
      },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const root = path.join(work, 'live');
    fs.cpSync(distDir, root, { recursive: true });
    const server = createSiteServer({ root, base: siteConfig.base });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await gotoControlled(page, `${origin}/core-components/button/`);

      fs.cpSync(path.join(work, 'next'), root, { recursive: true });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const notice = page.getByRole('region', { name: 'Update available' });
      // The new worker is waiting only once it has precached the build's assets.
      await expect(notice).toBeVisible({ timeout: 60_000 });
      await expect(notice.getByRole('status')).toHaveText(
        'A new version of the documentation is available.',
      );
      await expect(page.locator('h1')).toHaveText(withStatus('Button'));
      await notice.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.locator('h1')).toHaveText(withStatus('Button (new version)'));
      await expect(notice).toHaveCount(0);
    } finally {
      await page.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

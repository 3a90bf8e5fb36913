import fs from 'node:fs';
import path from 'node:path';
import { distDir } from '../readers/paths.ts';
import siteConfig from '../site.config.ts';
import { clientNavigate, expect, gotoReady, test } from './fixtures.ts';

const button = '/core-components/button/';

test.describe('redirects', () => {
  for (const from of [
    '/core-components/button.html',
    '/core-components/button/index.html',
    '/core-components/button',
  ]) {
    test(`${from} answers 301 to ${button}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(button);
    });
  }

  test('a browser following the redirect ends on the canonical page', async ({ page }) => {
    await gotoReady(page, '/core-components/button.html?x=1');
    await expect(page).toHaveURL(`${button}?x=1`);
    await expect(page.locator('h1')).toContainText('Button');
  });

  test('the build writes .html redirect files for hosts without rules', () => {
    const file = fs.readFileSync(path.join(distDir, 'core-components/button.html'), 'utf8');
    expect(file).toContain(`<meta http-equiv="refresh" content="0; url=${button}">`);
    // Absolute, as search engines want it: the production host and the page's address.
    expect(file).toContain(`<link rel="canonical" href="${siteConfig.productionUrl}${button}">`);
  });
});

test.describe('path resolution', () => {
  test('a direct load in the wrong case lands on the canonical page', async ({ page }) => {
    await gotoReady(page, '/Core-Components/Button/');
    await expect(page).toHaveURL(button);
    await expect(page.locator('h1')).toContainText('Button');
  });

  test('a client navigation in the wrong case is resolved before it renders', async ({ page }) => {
    await gotoReady(page, '/');
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await clientNavigate(page, '/FOUNDATION/Color.html');
    await expect(page).toHaveURL('/foundation/color/');
    await expect(page.locator('h1')).toContainText('Color');
    // Still the same document: the app resolved the path itself, without a reload.
    expect(
      await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
    ).toBe(true);
  });

  test('an unknown path shows the not-found page with status 404 and suggestions', async ({
    page,
  }) => {
    const response = await gotoReady(page, '/core-components/buton/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.getByRole('link', { name: 'Button', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('a malformed URL shows the not-found page, not a crash', async ({ page }) => {
    const response = await gotoReady(page, '/core-components/%E0%A4%A/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
  });
});

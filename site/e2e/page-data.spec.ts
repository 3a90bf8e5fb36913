import type { Page } from '@playwright/test';
import { clientNavigate, expect, gotoReady, sitePages, test, wakeApp } from './fixtures.ts';

/*
 * What a page loads does not grow with the number of pages (docs/decisions/0010): a page carries
 * the routes it hydrates and its own section's pages; other sections' pages and routes load when
 * the reader goes there. These tests fail if a page loads the whole route manifest or every
 * section's navigation data, and check that every way of moving around still works.
 */

const button = '/core-components/button/';

/** Every request the page makes from now on, as paths. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The route ids the browser's router knows, and the pages the embedded navigation data lists. */
async function carried(page: Page) {
  return page.evaluate(() => ({
    routes: Object.keys(
      (window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest
        .routes,
    ),
    navPages: (
      JSON.parse(document.getElementById('sk-nav-data')?.textContent ?? '{"pages":[]}') as {
        pages: { path: string }[];
      }
    ).pages.map((p) => p.path),
  }));
}

test.describe('what a page loads', () => {
  test.use({ serviceWorkers: 'block' });

  test('is its own routes and its own section, nothing of the other pages', async ({ page }) => {
    const requests = recordRequests(page);
    await gotoReady(page, button);
    await page.waitForLoadState('networkidle');
    const { routes, navPages } = await carried(page);
    expect(routes.sort()).toEqual(
      ['layout/doc-layout', 'not-found', `page:${button}`, 'page:/', 'root'].sort(),
    );
    const section = sitePages.filter((p) => p.regularPath.startsWith('/core-components/'));
    expect(navPages.sort()).toEqual(section.map((p) => p.regularPath).sort());
    // No whole manifest, and no section's file until the reader heads somewhere.
    expect(requests.filter((p) => /\/manifest-[\w-]+\.js$/.test(p))).toEqual([]);
    expect(requests.filter((p) => p.includes('/assets/sections/'))).toEqual([]);
    expect(await page.content()).not.toMatch(/manifest-[\w-]+\.js/);
  });

  test('grows by a section when the reader heads for it, and navigates in place', async ({
    page,
  }) => {
    await gotoReady(page, button);
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    const requests = recordRequests(page);
    const header = page.getByRole('navigation', { name: 'Site sections' });
    await header.getByRole('link', { name: 'Foundation' }).hover();
    await expect
      .poll(() => requests.filter((p) => p.includes('/assets/sections/')))
      .toEqual([expect.stringMatching(/\/s-foundation\.json$/)]);
    await header.getByRole('link', { name: 'Foundation' }).click();
    await expect(page).toHaveURL('/foundation/');
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar.getByRole('link', { name: 'Typography' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Typography' }).click();
    await expect(page.locator('main h1')).toHaveText('Typography');
    expect(
      await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
    ).toBe(true);
    // One file for the section, however many of its pages were opened.
    expect(requests.filter((p) => p.includes('/assets/sections/'))).toHaveLength(1);
  });

  test('opens a page of a section it has not loaded by a client navigation', async ({ page }) => {
    await gotoReady(page, '/');
    await clientNavigate(page, '/releases/');
    await expect(page).toHaveURL('/releases/');
    await expect(page.locator('main h1')).not.toHaveText('Page not found');
    const { routes } = await carried(page);
    expect(routes).toContain('page:/releases/');
  });

  test('goes back to a page the reloaded document never knew', async ({ page }) => {
    await gotoReady(page, button);
    const heading = await page.locator('main h1').textContent();
    await clientNavigate(page, '/foundation/color/');
    await expect(page.locator('main h1')).toHaveText('Color');
    await page.reload();
    await wakeApp(page);
    await expect(page.locator('main[data-motion-ready]')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(button);
    await expect(page.locator('main h1')).toHaveText(heading!);
  });
});

import { findClippedText, sidewaysOverflow } from './clipped-text.ts';
import { axeOn } from './axe.ts';
import { expect, gotoRevealed, holdEntry, test, wakeApp } from './fixtures.ts';
import { pageTypes } from './page-types.ts';

/*
 * A phone, a large phone and a tablet held upright: every page type reads whole at each width.
 * Nothing scrolls the page sideways, no visible text is cut off by its box (`clipped-text.ts`),
 * and what is wider than the screen (tables, demos, code) scrolls inside a region a keyboard can
 * reach. One page load per type; the widths are visited by resizing, as a phone turned would be.
 */
const widths = [320, 390, 768] as const;

for (const { type, path } of pageTypes) {
  test(`${type} (${path}) reads whole at ${widths.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await gotoRevealed(page, path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.clientWidth))
        .toBe(width);
      await test.step(`${width} px`, async () => {
        expect(await page.evaluate(sidewaysOverflow), 'the page scrolls sideways by').toBe(0);
        expect(await page.evaluate(findClippedText), 'text cut off').toEqual([]);
        const scrollable = await axeOn(page).withRules(['scrollable-region-focusable']).analyze();
        expect(
          scrollable.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
          'regions that scroll but take no focus',
        ).toEqual([]);
      });
    }
  });
}

test.describe('the header at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('search opens the search panel and finds a page', async ({ page }) => {
    await gotoRevealed(page, '/foundation/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill('password');
    const result = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option')
      .first();
    await expect(result).toContainText('Password');
    expect(await page.evaluate(findClippedText)).toEqual([]);
    await result.click();
    await expect(page).toHaveURL(/\/core-components\/password\/$/);
    await expect(box).toBeHidden();
  });

  test('the search shortcut opens the panel too, and Escape closes it', async ({ page }) => {
    await gotoRevealed(page, '/foundation/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    // Focus goes back where the reader pressed the key, not into the closed panel.
    await expect(page.locator('body')).toBeFocused();
  });

  test('the theme changes by keyboard', async ({ page }) => {
    await gotoRevealed(page, '/foundation/');
    const open = page.getByRole('button', { name: 'Theme', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const select = page.getByRole('combobox', { name: 'Theme', exact: true });
    await expect(select).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('data-sk-theme', 'light');
    await page.keyboard.press('Escape');
    await expect(select).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the theme changes by pointer', async ({ page }) => {
    await gotoRevealed(page, '/foundation/');
    await page.getByRole('button', { name: 'Theme', exact: true }).click();
    const select = page.getByRole('combobox', { name: 'Theme', exact: true });
    await expect(select).toBeVisible();
    expect(await page.evaluate(findClippedText)).toEqual([]);
    await select.selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-sk-theme', 'dark');
  });

  test('before the app runs, the panels open and what is done in them is kept', async ({
    page,
  }) => {
    const entry = await holdEntry(page);
    await page.goto('/foundation/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Theme', exact: true }).click();
    await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption('dark');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await expect(box).toBeFocused();
    await page.keyboard.type('password');
    await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(0);
    entry.release();
    await wakeApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-sk-theme', 'dark');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toContainText('Password');
  });
});

import { expect, gotoReady, seriousAxeViolations, test } from './fixtures.ts';

test.describe('the icon explorer', () => {
  // 350 icons make axe's scan of this page one of the longest.
  test.describe.configure({ timeout: 60_000 });

  test('narrows the set while typing and says how many match', async ({ page }) => {
    await gotoReady(page, '/foundation/icons/');
    const items = page.getByRole('list', { name: 'Icons' }).getByRole('button');
    await expect(items).toHaveCount(350);
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('spinner');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAccessibleName('loader');
    await expect(page.getByRole('status').filter({ hasText: /icon/ })).toHaveText('1 icon');

    await page.getByRole('searchbox', { name: 'Search icons' }).fill('');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('security');
    await expect(items).toHaveCount(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('opens an icon from the keyboard, puts it in the address, and restores it on reload', async ({
    page,
  }) => {
    await gotoReady(page, '/foundation/icons/');
    const first = page.getByRole('list', { name: 'Icons' }).getByRole('button').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'arrow-down', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'umbrella', exact: true })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');

    const detail = page.getByRole('region', { name: 'arrow-up' });
    await expect(detail.getByRole('heading', { name: 'arrow-up' })).toBeFocused();
    await expect(page).toHaveURL('/foundation/icons/?icon=arrow-up');
    await expect(detail).toContainText(
      "import arrowUpIcon from '@skerry/icons/icons/arrow-up.js';",
    );
    await expect(detail.getByRole('link', { name: 'Download arrow-up.svg' })).toHaveAttribute(
      'href',
      /^data:image\/svg\+xml/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('region', { name: 'arrow-up' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the details of arrow-up' }).click();
    await expect(page).toHaveURL('/foundation/icons/');
    await expect(page.getByRole('button', { name: 'arrow-up', exact: true })).toBeFocused();
  });

  test('copies a snippet and previews in another size, colour and theme', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/foundation/icons/?icon=check');
    await page.getByRole('button', { name: 'Copy the React code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import checkIcon from '@skerry/icons/icons/check.js';",
    );
    await page.getByRole('combobox', { name: 'Icon size' }).selectOption('xl');
    await page.getByRole('combobox', { name: 'Preview theme' }).selectOption('dark');
    await page.getByRole('combobox', { name: 'Icon colour' }).selectOption('status-danger');
    const glyph = page.locator('[data-icon="check"] svg');
    await expect(glyph).toHaveCSS('width', '32px');
    await expect(page.locator('.sk-icons')).toHaveAttribute('data-sk-theme', 'dark');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

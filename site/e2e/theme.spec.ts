import { expect, gotoReady, test } from './fixtures.ts';

test.describe('theme switcher', () => {
  test('applies the choice at once, and from the first paint after a reload', async ({ page }) => {
    await gotoReady(page, '/foundation/');
    const select = page.getByRole('combobox', { name: 'Theme', exact: true });
    await expect(select).toHaveValue('auto');
    const surface = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await surface();

    await select.selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-sk-theme', 'dark');
    const dark = await surface();
    expect(dark).not.toBe(light);

    // The stored theme must be on <html> before any script of the app runs: read it while the
    // HTML is being parsed, before hydration.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { themeAtParse: string | null }).themeAtParse =
            document.documentElement.getAttribute('data-sk-theme');
        }
      });
    });
    await gotoReady(page, '/foundation/');
    expect(
      await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse),
    ).toBe('dark');
    await expect(page.getByRole('combobox', { name: 'Theme', exact: true })).toHaveValue('dark');
    expect(await surface()).toBe(dark);
  });

  test('high contrast and auto follow the tokens', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoReady(page, '/');
    const text = () => page.evaluate(() => getComputedStyle(document.body).color);
    // auto + a dark system preference: the dark theme's text colour
    expect(await text()).toBe('rgb(246, 247, 249)');
    await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption('high-contrast');
    expect(await text()).toBe('rgb(0, 0, 0)');
  });
});

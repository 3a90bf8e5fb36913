import { expect, gotoReady, test } from './fixtures.ts';

test.describe('color page', () => {
  test('shows the palette and every role from the built tokens, with contrast', async ({
    page,
  }) => {
    await gotoReady(page, '/foundation/color/');
    await expect(page.getByRole('button', { name: '--sk-color-blue-600 (copy)' })).toBeVisible();
    const roles = page.getByRole('table');
    const text = roles
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '--sk-color-text (copy)' }) });
    await expect(text).toContainText('#1a1d23');
    await expect(text).toContainText('#f6f7f9');
    await expect(text).toContainText(/16\.88:1 AAA/);
  });

  test('copies a token name on click and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/foundation/color/');
    await page.getByRole('button', { name: '--sk-color-text-subtle (copy)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
      'Copied --sk-color-text-subtle',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '--sk-color-text-subtle',
    );
  });
});

import { expect, gotoReady, test } from './fixtures.ts';

test.describe('code blocks', () => {
  test('copy exactly the code shown, and say so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/get-started/developing/');
    const block = page.locator('.sk-code').first();
    const shown = await block.locator('pre').innerText();
    await block.getByRole('button', { name: 'Copy the code' }).click();
    await expect(block.getByRole('status')).toHaveText('Copied the code');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(shown).toContain('npm ci');
  });
});

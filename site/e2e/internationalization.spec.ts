import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe.ts';
import { expect, gotoRevealed, test } from './fixtures.ts';

const path = '/foundation/internationalization/';

// The offline worker would precache every asset in each new browser context.
test.use({ serviceWorkers: 'block' });

/** Waits until the demo's buttons are defined and rendered. */
async function componentsReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const buttons = [...document.querySelectorAll('.sk-demo__preview sk-button')];
    if (buttons.length === 0 || !customElements.get('sk-button')) return false;
    await Promise.all(
      buttons.map((b) => (b as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete),
    );
    return true;
  });
}

test.describe('the internationalization page', () => {
  test('lists each component’s strings in every bundled locale', async ({ page }) => {
    await gotoRevealed(page, path);
    const table = page.getByRole('table', {
      name: 'Strings of <sk-button> in each bundled locale',
    });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Key',
      'English (en)',
      'Finnish (fi)',
      'Swedish (sv)',
      'German (de)',
      'French (fr)',
      'Arabic (ar)',
    ]);
    const loading = table.getByRole('row', { name: /^loading/ });
    await expect(loading.getByRole('rowheader')).toHaveText('loading');
    await expect(loading.locator('td[lang="fi"]')).toHaveText('Ladataan');
    await expect(loading.locator('td[lang="sv"]')).toHaveText('Läser in');
    const arabic = loading.locator('td[lang="ar"]');
    await expect(arabic).toHaveText('جارٍ التحميل');
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(await arabic.evaluate((cell) => getComputedStyle(cell).direction)).toBe('rtl');

    await expect(
      page.getByRole('table', { name: 'Strings of <sk-icon-button> in each bundled locale' }),
    ).toBeVisible();
    await expect(page.getByText('<sk-inline-button> shows and announces no text')).toBeVisible();
  });

  test('renders the Arabic demo right to left, and announces loading in Arabic', async ({
    page,
  }) => {
    await gotoRevealed(page, path);
    await componentsReady(page);
    const rtl = page.locator('.sk-demo__preview [dir="rtl"][lang="ar"]');
    const button = rtl.locator('sk-button').first();
    const base = button.locator('[part~="base"]');
    expect(await base.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    // The start slot is on the right, the end slot on the left, the label between them.
    const start = (await button.locator('svg[slot="start"]').boundingBox())!;
    const end = (await button.locator('[slot="end"]').boundingBox())!;
    // The label part is a slot, which has no box: measure the text it holds.
    const label = await button.locator('[part~="label"]').evaluate((slot) => {
      const text = (slot as HTMLSlotElement).assignedNodes().find((n) => n.textContent?.trim());
      const range = document.createRange();
      range.selectNodeContents(text!);
      const { x, width } = range.getBoundingClientRect();
      return { x, width };
    });
    expect(start.x).toBeGreaterThan(label.x + label.width - 1);
    expect(label.x).toBeGreaterThan(end.x + end.width - 1);

    const status = rtl.locator('sk-button[loading]').locator('[role="status"]');
    await expect(status).toHaveText('جارٍ التحميل');
  });

  test('has no serious accessibility violations once the components are defined', async ({
    page,
  }) => {
    await gotoRevealed(page, path);
    await componentsReady(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

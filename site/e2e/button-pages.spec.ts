import type { Locator, Page } from '@playwright/test';
import { expect, gotoRevealed, test } from './fixtures.ts';

/** The button family's pages: the element each one demonstrates, and a property its API lists. */
const family = [
  { name: 'button', title: 'Button', tag: 'sk-button', property: 'variant' },
  { name: 'icon-button', title: 'Icon button', tag: 'sk-icon-button', property: 'label' },
  { name: 'inline-button', title: 'Inline button', tag: 'sk-inline-button', property: 'type' },
] as const;

const pages = family.flatMap((component) => [
  {
    ...component,
    kind: 'overview',
    path: `/core-components/${component.name}/`,
    h1: component.title,
  },
  {
    ...component,
    kind: 'api',
    path: `/core-components/${component.name}/api/`,
    h1: `${component.title} API`,
  },
  {
    ...component,
    kind: 'code',
    path: `/core-components/${component.name}/code/`,
    h1: `${component.title} code`,
  },
]);

/** Whether the element is the real component: its tag defined and its shadow root rendered. */
async function isUpgraded(element: Locator): Promise<boolean> {
  return element.evaluate(
    (el) =>
      customElements.get(el.localName) !== undefined && el.shadowRoot?.firstElementChild != null,
  );
}

async function demosReady(page: Page) {
  await expect(page.locator('.sk-demo__preview[data-status="loading"]')).toHaveCount(0);
  await expect(page.locator('.sk-demo__preview[data-status="failed"]')).toHaveCount(0);
}

for (const info of pages) {
  test.describe(info.path, () => {
    test('Tab reaches the demo’s element and Enter activates it', async ({ page }) => {
      await gotoRevealed(page, info.path);
      await demosReady(page);
      const figure = page.locator('.sk-demo').first();
      const element = figure.locator('.sk-demo__preview').locator(info.tag).first();
      await expect.poll(() => isUpgraded(element)).toBe(true);
      await element.evaluate((el) => {
        (window as unknown as { clicks: number }).clicks = 0;
        el.addEventListener('click', () => (window as unknown as { clicks: number }).clicks++);
      });
      // The toolbar's last control comes just before the preview in the tab order; a form demo
      // has its field first.
      await figure.getByRole('button', { name: 'Right to left' }).focus();
      const focused = () => page.evaluate(() => document.activeElement?.localName);
      for (let presses = 0; presses < 3 && (await focused()) !== info.tag; presses++) {
        await page.keyboard.press('Tab');
      }
      expect(await focused()).toBe(info.tag);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(1);
    });

    if (info.kind === 'overview') {
      test('compares the family live and labels its anatomy in text', async ({ page }) => {
        await gotoRevealed(page, info.path);
        const table = page.getByRole('table', {
          name: 'Button, icon button and inline button compared',
        });
        for (const tag of ['sk-button', 'sk-icon-button', 'sk-inline-button']) {
          await expect.poll(() => isUpgraded(table.locator(tag).first())).toBe(true);
        }
        await expect(table.getByRole('columnheader', { name: /this page/ })).toContainText(
          info.title,
        );
        await expect(table.getByRole('rowheader', { name: 'When to use' })).toBeVisible();
        await expect(
          page.getByRole('img', {
            name: `Anatomy of a${info.name === 'button' ? '' : 'n'} ${info.title.toLowerCase()}`,
          }),
        ).toBeVisible();
        const legend = page.locator('.sk-anatomy__legend li');
        expect(await legend.count()).toBeGreaterThanOrEqual(3);
        await expect(legend.first().locator('strong')).not.toBeEmpty();
      });
    }

    if (info.kind === 'api') {
      test(`lists ${info.property} in the Properties table`, async ({ page }) => {
        await gotoRevealed(page, info.path);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Properties', exact: true }),
        ).toBeVisible();
        const table = page.getByRole('region', { name: 'Properties' }).getByRole('table');
        await expect(
          table.getByRole('rowheader', { name: info.property, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: /code page/ })).toHaveAttribute(
          'href',
          `/core-components/${info.name}/code/`,
        );
      });
    }
  });
}

test.describe('form demos submit through the real components', () => {
  const submitted = (page: Page) => page.locator('.sk-demo__submitted');

  test('button: submit sends the field and the button’s name and value; reset clears', async ({
    page,
  }) => {
    await gotoRevealed(page, '/core-components/button/code/');
    await demosReady(page);
    const submit = page.locator('sk-button[type="submit"]');
    await expect.poll(() => isUpgraded(submit)).toBe(true);
    // An empty required field stops the submission, as constraint validation should.
    await submit.click();
    await expect(submitted(page)).toHaveText('');
    await page.getByLabel('Email address').fill('ada@example.com');
    await submit.click();
    await expect(submitted(page)).toHaveText('Submitted: email=ada@example.com, intent=subscribe');
    await expect(page).toHaveURL(/\/core-components\/button\/code\/$/);
    await page.locator('sk-button[type="reset"]').click();
    await expect(page.getByLabel('Email address')).toHaveValue('');
    await expect(submitted(page)).toHaveText('');
  });

  test('icon button: the search button submits the query', async ({ page }) => {
    await gotoRevealed(page, '/core-components/icon-button/code/');
    await demosReady(page);
    await page.locator('.sk-demo__preview').getByLabel('Search the documentation').fill('tokens');
    const search = page.locator('sk-icon-button[type="submit"]');
    await expect.poll(() => isUpgraded(search)).toBe(true);
    await search.click();
    await expect(submitted(page)).toHaveText('Submitted: q=tokens');
  });

  test('inline button: each submit button sends its own value', async ({ page }) => {
    await gotoRevealed(page, '/core-components/inline-button/code/');
    await demosReady(page);
    await page.getByLabel('Verification code').fill('123456');
    const resend = page.locator('sk-inline-button[type="submit"]');
    await expect.poll(() => isUpgraded(resend)).toBe(true);
    await resend.click();
    await expect(submitted(page)).toHaveText('Submitted: code=123456, action=resend');
    // The demo re-rendered to show the result; what the reader typed must still be there.
    await page.locator('sk-button[value="verify"]').click();
    await expect(submitted(page)).toHaveText('Submitted: code=123456, action=verify');
  });
});

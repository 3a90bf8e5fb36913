import type { Page } from '@playwright/test';
import { expect, gotoRevealed, test } from './fixtures.ts';

// The offline worker is not what these tests are about, and would precache every asset.
test.use({ serviceWorkers: 'block' });

/** The live example titled `title`, once its components are defined. */
async function demo(page: Page, path: string, title: string) {
  await gotoRevealed(page, path);
  const figure = page.locator('figure.sk-demo', { has: page.getByText(title, { exact: true }) });
  await expect(figure.locator('.sk-demo__preview')).toHaveAttribute('data-status', 'ready');
  return figure;
}

test('sk-form: a failed submit shows the error summary, its links focus the fields', async ({
  page,
}) => {
  const figure = await demo(page, '/core-components/form/', 'Form');
  const submitted = figure.locator('.sk-demo__submitted');
  await figure.getByRole('button', { name: 'Send application' }).click();

  const summary = figure.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(submitted).toHaveText('');

  await links.first().click();
  await expect(figure.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await figure.getByLabel('Email address').fill('ada@example.com');
  await figure.getByRole('button', { name: 'Send application' }).click();
  await expect(submitted).toHaveText('Submitted: name=Ada Lovelace, email=ada@example.com');
  await expect(summary).toBeHidden();
});

test('sk-input: errors stop the submit in the field, corrected values are sent', async ({
  page,
}) => {
  const figure = await demo(page, '/core-components/input/', 'Error after a failed submit');
  const submitted = figure.locator('.sk-demo__submitted');
  const email = figure.getByRole('textbox', { name: /Email address/ });
  await figure.getByRole('button', { name: 'Continue' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(submitted).toHaveText('');

  await email.fill('ada@example.com');
  await figure.getByRole('textbox', { name: /Town/ }).fill('Oslo');
  await figure.getByRole('button', { name: 'Continue' }).click();
  await expect(submitted).toHaveText('Submitted: email=ada@example.com, town=Oslo');
});

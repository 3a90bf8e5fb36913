import { expect, test } from '@playwright/test';

declare global {
  // Each copy of Lit's element base class adds its version here.
  var litElementVersions: string[] | undefined;
}

/** What every app shows after the submit below: the form data, and the values it holds. */
const expected = {
  form: { name: 'Ada Lovelace', newsletter: 'yes', plan: 'team' },
  state: { name: 'Ada Lovelace', newsletter: true, plan: 'team' },
};

test('a user fills the form and the values arrive', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('requestfailed', (request) => errors.push(`${request.url()} failed`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.url()}: ${response.status()}`);
  });

  // The load event waits for the module scripts, so a missing file is known here: fail at once.
  await page.goto('/');
  expect(errors).toEqual([]);
  await page.getByRole('textbox', { name: 'Name' }).pressSequentially('Ada Lovelace');
  await page.getByRole('checkbox', { name: 'Send me the newsletter' }).check();
  await page.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('listbox', { name: 'Plan' }).getByRole('option', { name: 'Team' }).click();
  await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveText(/Team/);
  await page.getByRole('button', { name: 'Sign up' }).click();

  const output = page.getByRole('status', { name: 'Submitted values' });
  await expect
    .poll(async () => JSON.parse((await output.textContent()) || 'null'))
    .toEqual(expected);
  expect(await page.evaluate(() => globalThis.litElementVersions?.length)).toBe(1);
  expect(errors).toEqual([]);
});

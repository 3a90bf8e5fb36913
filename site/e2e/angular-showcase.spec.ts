import type { Page } from '@playwright/test';
import siteConfig from '../site.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * The Angular showcase, served below the site: built by `@skerry/angular`'s `build:showcase`
 * with Angular's own tools, and reached from the sidebar's "Angular Components".
 */
const showcase = `${siteConfig.base}angular/`;

/** The form model the showcase prints: the value, the raw value with disabled fields, the status. */
async function model(page: Page): Promise<{
  value: Record<string, unknown>;
  raw: Record<string, unknown>;
  status: string;
}> {
  const text = await page.getByRole('status', { name: 'Form model' }).textContent();
  return JSON.parse(text ?? 'null') as Awaited<ReturnType<typeof model>>;
}

const empty = {
  name: '',
  email: '',
  plan: '',
  billing: 'monthly',
  seats: 5,
  notes: '',
  newsletter: false,
  announcements: true,
};

test('the sidebar opens the showcase in a new window, as an external link', async ({ page }) => {
  await page.goto(siteConfig.base);
  const link = page.getByRole('link', { name: 'Angular Components (opens new window)' });
  await expect(link).toHaveAttribute('href', showcase);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a reactive form: type, choose, submit, reset, disable, set from code', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(showcase);
  const form = page.locator('form#signup');
  await expect.poll(() => model(page)).toMatchObject({ raw: empty, status: 'INVALID' });

  // Submitting empty shows the fields' messages, the element's own and Angular's.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status', { name: 'Submission' })).toHaveText(
    'Check the fields marked in red.',
  );
  const name = form.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAccessibleDescription(/Fill in this field|Please fill/i);

  // Type and choose: the model follows.
  await name.pressSequentially('Ada Lovelace');
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.pressSequentially('ada@');
  await email.blur();
  await expect.poll(async () => (await model(page)).raw['email']).toBe('ada@');
  await expect(email).toHaveAccessibleDescription(/./);
  await email.pressSequentially('example.com');
  await form.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('listbox', { name: 'Plan' }).getByRole('option', { name: 'Team' }).click();
  // The radio's role is its ElementInternals' default, which Playwright's role queries miss.
  await form.locator('sk-radio', { hasText: 'Yearly' }).click();
  await form.getByRole('checkbox', { name: 'Send me the newsletter' }).check();
  const filled = {
    ...empty,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    plan: 'team',
    billing: 'yearly',
    newsletter: true,
  };
  await expect.poll(() => model(page)).toMatchObject({ raw: filled, status: 'VALID' });

  // Submit: the model as sent.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status', { name: 'Submission' })).toHaveText(
    `Signed up: ${JSON.stringify(filled)}`,
  );

  // Reset: back to the form's initial values.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => model(page)).toMatchObject({ raw: empty });
  await expect(name).toHaveValue('');

  // Disable from the form: every field is disabled; enable again.
  await page.getByRole('button', { name: 'Disable the form' }).click();
  await expect.poll(() => model(page)).toMatchObject({ status: 'DISABLED' });
  await expect(name).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeDisabled();
  await page.getByRole('button', { name: 'Enable the form' }).click();
  await expect(name).toBeEnabled();

  // A value set from code: the fields show it.
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(form.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeChecked();
  await expect
    .poll(() => model(page))
    .toMatchObject({
      raw: { ...filled, seats: 12 },
      status: 'VALID',
    });
  expect(errors).toEqual([]);
});

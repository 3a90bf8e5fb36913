import type { Locator, Page } from '@playwright/test';
import { expect, gotoRevealed, test } from './fixtures.ts';

// The offline worker is not what these tests are about, and would precache every asset.
test.use({ serviceWorkers: 'block' });

/** The `<ModalWrapper>` example titled `title`, once its components are defined. */
async function wrapper(page: Page, path: string, title: string): Promise<Locator> {
  await gotoRevealed(page, path);
  const figure = page.locator('figure.sk-demo', { has: page.getByText(title, { exact: true }) });
  await expect(figure.locator('.sk-demo__preview')).toHaveAttribute('data-status', 'ready');
  return figure;
}

test('sk-modal: the ModalWrapper opens the real modal, and resets it for each opening', async ({
  page,
}) => {
  const figure = await wrapper(page, '/core-components/modal/', 'Rename a file');
  const opener = figure.getByRole('button', { name: 'Rename', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Rename file' });
  // The content is slotted into the dialog from the modal's light DOM, so it is found there.
  const modal = figure.locator('sk-modal');
  const field = modal.getByRole('textbox', { name: /New name/ });
  // Its source, as a Demo shows it: the HTML tab holds the modal's markup.
  await expect(figure.getByRole('tab', { name: 'HTML' })).toBeVisible();
  await expect(figure.locator('.sk-demo__code')).toContainText('<sk-modal label="Rename file"');
  await expect(dialog).toBeHidden();

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.type('Report.pdf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Fresh content at the next opening: what was typed is gone.
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();

  // A form sent from the modal shows its data and closes it; the next opening is empty again.
  await page.keyboard.type('Minutes.pdf');
  await modal.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(figure.locator('.sk-demo__submitted')).toHaveText('Submitted: name=Minutes.pdf');
  await opener.click();
  await expect(field).toHaveValue('');
  await expect(figure.locator('.sk-demo__submitted')).toHaveText('');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

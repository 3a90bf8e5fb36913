import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  type ThemeName,
  type ThemeSettings,
  defaultSettings,
  deriveTheme,
  previewDeclarations,
  readSettings,
  themeCss,
  themeTokens,
  writeSettings,
} from '@skerry/tokens/theme-builder';
import { seriousAxeViolations } from './axe.ts';
import { expect, gotoReady, notYetRun, openBefore, test } from './fixtures.ts';
import { hexToRgb } from './pixels.ts';

/*
 * The theme builder (/foundation/themes/builder/): a brand colour and settings in, a derived
 * theme out, previewed on every component, checked for contrast, exported and shared.
 */

const builderPath = '/foundation/themes/builder/';

/** The colour CSS computes for a hex value, as `getComputedStyle` reports it. */
function rgb(hex: string): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgb(${r}, ${g}, ${b})`;
}

const preview = (page: Page) => page.locator('.sk-theme-builder__preview');
const brandText = (page: Page) => page.getByRole('textbox', { name: 'Brand color', exact: true });
const brandPicker = (page: Page) => page.getByLabel('Brand color picker');

/** What paints the preview's primary button: the `base` part in its shadow tree. */
function primaryBackground(page: Page): Promise<string> {
  return preview(page)
    .locator('sk-button[variant="primary"][type="submit"]')
    .evaluate((host) => {
      const base = host.shadowRoot?.querySelector('[part~="base"]');
      return base ? getComputedStyle(base).backgroundColor : '';
    });
}

/** The light variant's interactive fill for these settings, as the builder derives it. */
function derivedInteractive(settings: Partial<ThemeSettings>, name: ThemeName = 'light'): string {
  return deriveTheme({ ...defaultSettings, ...settings }).roles[name].interactive!.value;
}

/** Opens the builder with the app running and every element of its preview defined. */
async function openBuilder(page: Page, query = ''): Promise<void> {
  await gotoReady(page, builderPath + query);
  await preview(page).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      preview(page).evaluate((region) =>
        [...region.querySelectorAll('*')].every(
          (element) =>
            !element.localName.startsWith('sk-') || customElements.get(element.localName),
        ),
      ),
    )
    .toBe(true);
  await expect(page.locator('.sk-theme-builder__preview[data-status="ready"]')).toHaveCount(1);
}

/** The text of a download the page starts by clicking `button`. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

test('a brand colour typed or picked reaches the preview, without a component warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openBuilder(page);
  await expect.poll(() => primaryBackground(page)).toBe(rgb(derivedInteractive({})));

  await brandText(page).fill('#0b6e4f');
  await expect
    .poll(() => primaryBackground(page))
    .toBe(rgb(derivedInteractive({ brand: '#0b6e4f' })));
  await expect(brandPicker(page)).toHaveValue('#0b6e4f');
  await expect(page).toHaveURL(/\?brand=0b6e4f&/);

  await brandPicker(page).fill('#aa3300');
  await expect
    .poll(() => primaryBackground(page))
    .toBe(rgb(derivedInteractive({ brand: '#aa3300' })));
  await expect(brandText(page)).toHaveValue('#aa3300');

  // Each variant of the preview takes that variant's roles.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(preview(page)).toHaveAttribute('data-sk-theme', 'dark');
  await expect
    .poll(() => primaryBackground(page))
    .toBe(rgb(derivedInteractive({ brand: '#aa3300' }, 'dark')));
  expect(warnings.filter((text) => /\bSK\d{3}\b/.test(text))).toEqual([]);
});

test('text that is not a colour is kept, explained, and leaves the theme as it was', async ({
  page,
}) => {
  await openBuilder(page);
  await brandText(page).fill('#0b6e4f');
  const before = rgb(derivedInteractive({ brand: '#0b6e4f' }));
  await expect.poll(() => primaryBackground(page)).toBe(before);

  await brandText(page).fill('#0b6e4');
  await expect(brandText(page)).toHaveValue('#0b6e4');
  await expect(brandText(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(brandText(page)).toHaveAccessibleDescription(/is not a hex color/);
  await expect(page.getByText('“#0b6e4” is not a hex color')).toBeVisible();
  expect(await primaryBackground(page)).toBe(before);

  // Three digits are a colour too.
  await brandText(page).fill('a30');
  await expect(brandText(page)).not.toHaveAttribute('aria-invalid');
  await expect
    .poll(() => primaryBackground(page))
    .toBe(rgb(derivedInteractive({ brand: '#aa3300' })));
});

test('the CSS and the tokens download with the new values', async ({ page }) => {
  await openBuilder(page);
  await brandText(page).fill('#7a1fa2');
  await page.getByRole('radio', { name: 'Large' }).check();
  const settings: ThemeSettings = { ...defaultSettings, brand: '#7a1fa2', corners: 'large' };
  const theme = deriveTheme(settings);
  await expect.poll(() => primaryBackground(page)).toBe(rgb(theme.roles.light.interactive!.value));

  const css = await downloaded(page, page.getByRole('button', { name: 'Download CSS' }));
  expect(css.name).toBe('skerry-theme.css');
  expect(css.text).toBe(themeCss(theme));
  expect(css.text).toContain(theme.ramps.brand['600']);
  await expect(page.getByRole('status').filter({ hasText: 'Saved skerry-theme.css' })).toHaveCount(
    1,
  );

  const json = await downloaded(page, page.getByRole('button', { name: 'Download tokens' }));
  expect(json.name).toBe('skerry-theme.tokens.json');
  expect(JSON.parse(json.text)).toEqual(themeTokens(theme));
  expect(json.text).toContain(theme.ramps.brand['600']);
});

test('the share link and a reload bring back every setting', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBuilder(page);
  await brandText(page).fill('#0b6e4f');
  await page.getByLabel('Neutral tint').fill('40');
  await page.getByRole('radio', { name: 'Square' }).check();
  await page.getByRole('radio', { name: 'Compact' }).check();
  await page.getByLabel('Base font').selectOption('serif');
  const settings: ThemeSettings = {
    brand: '#0b6e4f',
    tint: 40,
    corners: 'square',
    density: 'compact',
    font: 'serif',
  };
  await expect(page).toHaveURL(new RegExp(`\\?${writeSettings(settings)}$`));

  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByText('Copied the share link')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(readSettings(new URL(link).search)).toEqual({ settings, problems: [] });

  const check = async () => {
    await expect(brandText(page)).toHaveValue('#0b6e4f');
    await expect(page.getByLabel('Neutral tint')).toHaveValue('40');
    await expect(page.getByRole('radio', { name: 'Square' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await expect(page.getByLabel('Base font')).toHaveValue('serif');
    await expect
      .poll(() => primaryBackground(page))
      .toBe(rgb(deriveTheme(settings).roles.light.interactive!.value));
  };
  await page.reload();
  await check();
  await openBuilder(page, new URL(link).search);
  await check();
});

test('a share link with values it cannot use says so and falls back to the defaults', async ({
  page,
}) => {
  await openBuilder(page, '?brand=zzz&tint=140&corners=round&density=compact');
  const notice = page.locator('.sk-theme-builder__problems');
  await expect(notice).toContainText('not all usable');
  await expect(notice.getByRole('listitem')).toHaveCount(3);
  await expect(brandText(page)).toHaveValue(defaultSettings.brand);
  await expect(page.getByLabel('Neutral tint')).toHaveValue(String(defaultSettings.tint));
  await expect(
    page.getByRole('radio', {
      name: new RegExp(`^${defaultSettings.corners}`, 'i'),
    }),
  ).toBeChecked();
  // The one usable value is used.
  await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();
});

test('axe finds no serious violation in any preview theme, nor right to left', async ({ page }) => {
  test.slow();
  await openBuilder(page);
  for (const name of ['Light', 'Dark', 'High contrast']) {
    await page.getByRole('radio', { name, exact: true }).check();
    await expect(page.locator('.sk-theme-builder__summary')).toContainText('WCAG 2.2 AA');
    expect(await seriousAxeViolations(page), name).toEqual([]);
  }
  await page.getByRole('radio', { name: 'Right to left' }).check();
  await expect(preview(page)).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations(page), 'right to left').toEqual([]);
});

test('the settings are reached in order by keyboard, then the preview', async ({ page }) => {
  await openBuilder(page);
  await brandPicker(page).focus();
  const order = [
    brandText(page),
    page.getByLabel('Neutral tint'),
    page.getByRole('radio', { name: 'Medium (Skerry)' }),
    page.getByRole('radio', { name: 'Default (Skerry)' }),
    page.getByLabel('Base font'),
    // The contrast table's region scrolls sideways on a narrow screen, so it takes focus.
    page.getByRole('region', { name: 'Contrast of each pair, by variant' }),
    page.getByRole('radio', { name: 'Light', exact: true }),
    page.getByRole('radio', { name: 'Left to right' }),
  ];
  for (const control of order) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
  // Arrow keys choose within a group, as native radios do.
  await page.keyboard.press('ArrowRight');
  await expect(preview(page)).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const region = document.querySelector('.sk-theme-builder__preview');
        return region?.contains(document.activeElement) ?? false;
      }),
    )
    .toBe(true);
});

for (const before of notYetRun) {
  test(`a colour typed and choices made before ${before} runs are applied once the app does`, async ({
    page,
  }) => {
    const { entry, ready } = await openBefore(page, builderPath, before);
    await brandText(page).fill('#0b6e4f');
    await page.getByRole('radio', { name: 'Large' }).click();
    await page.getByLabel('Base font').selectOption('system');
    await ready();
    entry.release();
    await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
    await expect(brandText(page)).toHaveValue('#0b6e4f');
    await expect(brandPicker(page)).toHaveValue('#0b6e4f');
    await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked();
    await expect(page).toHaveURL(/\?brand=0b6e4f&.*corners=large.*font=system/);
  });
}

test('in forced colours the preview keeps the system colours and the theme’s sizes', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openBuilder(page);
  await page.getByRole('radio', { name: 'Large' }).check();
  const inline = (name: string) =>
    preview(page).evaluate((region, property) => region.style.getPropertyValue(property), name);
  const theme = deriveTheme({ ...defaultSettings, corners: 'large' });
  const radius = /--sk-radius-md:\s*([^;]+);/.exec(previewDeclarations(theme, 'light'))?.[1];
  expect(radius).toBeTruthy();
  await expect.poll(() => inline('--sk-radius-md')).toBe(radius);
  expect(await inline('--sk-color-interactive')).toBe('');

  await page.emulateMedia({ forcedColors: 'none' });
  await expect
    .poll(() => inline('--sk-color-interactive'))
    .toBe(theme.roles.light.interactive!.value);
});

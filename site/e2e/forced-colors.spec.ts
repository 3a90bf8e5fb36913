import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, gotoReady, test } from './fixtures.ts';
import { PixelReader, hexToRgb, tallViewport } from './pixels.ts';

/*
 * Forced-colors mode (Windows contrast themes) replaces author colours with the reader's system
 * colours and draws a backplate in Canvas behind every run of text. A label whose colour maps to
 * the same system colour as that backplate disappears, though every computed style looks fine, so
 * these tests look at the pixels the reader would see.
 */

interface ManifestAttribute {
  name: string;
  type?: { text: string };
}

/** sk-button's variants as its public manifest lists them, so a new variant is tested too. */
function buttonVariants(): string[] {
  const require = createRequire(import.meta.url);
  const manifest = JSON.parse(
    fs.readFileSync(require.resolve('@skerry/components/custom-elements.json'), 'utf8'),
  ) as { modules: { declarations?: { tagName?: string; attributes?: ManifestAttribute[] }[] }[] };
  const button = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .find((d) => d.tagName === 'sk-button');
  const type = button?.attributes?.find((a) => a.name === 'variant')?.type?.text ?? '';
  return [...type.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!);
}

test.describe('forced colors', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('the label of every sk-button variant stays visible', async ({ page, context }) => {
    const variants = buttonVariants();
    expect(variants.length, 'variants read from custom-elements.json').toBeGreaterThan(1);
    await gotoReady(page, '/core-components/button/');
    const buttons = page.locator('sk-button');
    await expect
      .poll(() =>
        buttons.evaluateAll((all) => all.every((b) => b.shadowRoot?.querySelector('[part~=base]'))),
      )
      .toBe(true);
    await tallViewport(page);

    // Each button's label: the first non-blank text among its own children, as a box on screen.
    // A loading button hides its label on purpose (the spinner and live region stand in).
    const labels = await buttons.evaluateAll((all) =>
      all.flatMap((host) => {
        const text = [...host.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        if (!text || host.hasAttribute('loading')) return [];
        const content = text.textContent!;
        const range = document.createRange();
        range.setStart(text, content.search(/\S/));
        range.setEnd(text, content.trimEnd().length);
        const { x, y, width, height } = range.getBoundingClientRect();
        if (width < 1) return [];
        const variant = host.getAttribute('variant') ?? 'primary';
        return [{ x, y, width, height, name: `${variant} "${content.trim()}"`, variant }];
      }),
    );

    const pixels = await PixelReader.open(context);
    const shares = await pixels.inkShares(await page.screenshot(), labels);
    await pixels.close();
    expect([...new Set(labels.map((l) => l.variant))].sort(), 'variants on the page').toEqual(
      [...variants].sort(),
    );
    // A line of text covers 20 to 35 % of its box; an invisible one leaves only stray edges.
    const hidden = labels.flatMap((label, i) =>
      shares[i]! < 0.12 ? [`${label.name} (${(shares[i]! * 100).toFixed(1)} %)`] : [],
    );
    expect(hidden, 'labels drawn in the colour behind them').toEqual([]);
  });

  test('every colour swatch shows its colour', async ({ page, context }) => {
    await gotoReady(page, '/foundation/color/');
    await tallViewport(page);
    const chips = await page.locator('.sk-swatch__chip').evaluateAll((all) =>
      all.map((chip) => {
        const { x, y, width, height } = chip.getBoundingClientRect();
        return {
          x: x + width / 2,
          y: y + height / 2,
          value: chip.parentElement!.querySelector('.sk-swatch__value')!.textContent!,
          name: chip.closest('li, tr')!.querySelector('code')!.textContent!,
        };
      }),
    );
    expect(chips.length).toBeGreaterThan(40);

    const pixels = await PixelReader.open(context);
    const shown = await pixels.colorsAt(await page.screenshot(), chips);
    await pixels.close();
    const wrong = chips.flatMap((chip, i) => {
      const want = hexToRgb(chip.value);
      const got = shown[i]!;
      // Colour management may move a channel by a step or two, never more.
      return want.every((channel, c) => Math.abs(channel - got[c]!) <= 3)
        ? []
        : [`${chip.name} ${chip.value} shows rgb(${got.join(', ')})`];
    });
    expect(wrong, 'swatches that do not show their colour').toEqual([]);
  });
});

import type { BrowserContext, Page } from '@playwright/test';

/** A point of a screenshot, in its own pixels (device pixel ratio 1 in these tests). */
export interface PixelPoint {
  x: number;
  y: number;
}

export interface PixelBox extends PixelPoint {
  width: number;
  height: number;
}

export type Rgb = [number, number, number];

/**
 * Reads screenshots back as pixels. Playwright returns PNG bytes and the test runner has no image
 * decoder, so a blank page of the same browser decodes them: no dependency, and nothing runs in
 * the page under test, whose CSP and forced-colors emulation stay as they are.
 */
export class PixelReader {
  private constructor(private readonly blank: Page) {}

  static async open(context: BrowserContext): Promise<PixelReader> {
    return new PixelReader(await context.newPage());
  }

  /** The colour at each point of the PNG. */
  async colorsAt(png: Buffer, points: readonly PixelPoint[]): Promise<Rgb[]> {
    return this.blank.evaluate(
      async ({ base64, points }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return points.map(({ x, y }) => {
          const [r, g, b] = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
          return [r!, g!, b!] as [number, number, number];
        });
      },
      { base64: png.toString('base64'), points },
    );
  }

  /**
   * For each box of the PNG, the share of its pixels that stand out from its most common colour:
   * near 0 for a box of one colour (text drawn in the colour of what is behind it), 0.2 to 0.35
   * for a line of text.
   */
  async inkShares(png: Buffer, boxes: readonly PixelBox[]): Promise<number[]> {
    return this.blank.evaluate(
      async ({ base64, boxes }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return boxes.map((box) => {
          const { data } = context.getImageData(
            Math.round(box.x),
            Math.round(box.y),
            Math.max(1, Math.round(box.width)),
            Math.max(1, Math.round(box.height)),
          );
          const counts = new Map<number, number>();
          for (let i = 0; i < data.length; i += 4) {
            const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const [common] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a));
          const rgb = [common >> 16, (common >> 8) & 255, common & 255];
          let ink = 0;
          for (let i = 0; i < data.length; i += 4) {
            const distance =
              Math.abs(data[i]! - rgb[0]!) +
              Math.abs(data[i + 1]! - rgb[1]!) +
              Math.abs(data[i + 2]! - rgb[2]!);
            // A third of the full range: the soft edges of a box of one colour stay below it.
            if (distance > 255) ink++;
          }
          return ink / (data.length / 4);
        });
      },
      { base64: png.toString('base64'), boxes },
    );
  }

  async close(): Promise<void> {
    await this.blank.close();
  }
}

/**
 * Makes the viewport as tall as the document, so one screenshot holds the whole page and boxes
 * measured afterwards are where it shows them. (A full-page capture resizes the viewport itself,
 * after the test measured, and a layout that depends on the viewport moves.)
 */
export async function tallViewport(page: Page): Promise<void> {
  const { width } = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** `#rrggbb` as numbers. */
export function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

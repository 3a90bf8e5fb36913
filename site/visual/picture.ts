import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The part of the page a picture takes, in page coordinates. */
export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Takes one picture and compares it with its baseline (`baselines/<spec>/<name…>`), with the
 * tolerance of the configuration (`expect.toMatchSnapshot`). One screenshot, not
 * `toHaveScreenshot`'s retaking until two agree: every caller has waited for the state it
 * pictures (`settled`), and animations are stopped. A difference is recorded, and the test goes
 * on to its other pictures, so one run shows every picture that changed.
 */
export async function picture(
  page: Page,
  name: string[],
  options: { clip?: Clip; fullPage?: boolean; mask?: Locator[]; maxDiffPixels?: number },
): Promise<void> {
  // Forced colours draw the caret in a system colour whatever `caret-color` says, so `caret:
  // 'hide'` cannot hide it there, and it blinks: the focused text field is masked instead (its
  // frame and focus ring are drawn by the component around it, and stay in the picture).
  const forced = await page.evaluate(() => matchMedia('(forced-colors: active)').matches);
  const caret = page.locator(
    'textarea:focus, input:focus:not([type=checkbox], [type=radio], [type=range], [type=file], [type=button], [type=submit], [type=reset])',
  );
  const { maxDiffPixels, ...shotOptions } = options;
  const shot = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    fullPage: true,
    ...shotOptions,
    mask: [...(options.mask ?? []), ...(forced ? [caret] : [])],
  });
  expect.soft(shot).toMatchSnapshot(name, maxDiffPixels === undefined ? {} : { maxDiffPixels });
}

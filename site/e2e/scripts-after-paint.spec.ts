import { expect, gotoReady, test } from './fixtures.ts';

/*
 * A page's first paint needs its HTML, its stylesheet and its font, and no script: the scripts
 * are requested once the page has painted (docs/decisions/0014), then it hydrates as before.
 */

for (const path of ['/', '/core-components/button/', '/foundation/icons/', '/no/such/page/']) {
  test(`${path} requests no script before its first paint, and hydrates after it`, async ({
    page,
  }) => {
    await gotoReady(page, path);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(paint).toBeDefined();
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      expect(script.start, `${script.url} before the first paint`).toBeGreaterThanOrEqual(paint!);
    }
    // The preloads left their template for the head.
    await expect(page.locator('template[data-sk-preloads]')).toHaveCount(1);
    expect(
      await page.evaluate(
        () =>
          document.querySelector<HTMLTemplateElement>('template[data-sk-preloads]')?.content
            .childNodes.length,
      ),
    ).toBe(0);
  });
}

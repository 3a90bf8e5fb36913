import type { Page } from '@playwright/test';
import { expect, gotoRevealed, test } from './fixtures.ts';

/*
 * The components of a demo arrive as scripts after the prerendered markup, so for a moment the
 * page shows undefined elements. app/styles/components-undefined.css gives them the box their
 * shadow tree will have; these tests hold the components' scripts back, measure the demo, let the
 * scripts through, and measure again: nothing may move or change size (no layout shift).
 */

// The offline worker would precache every asset in each new browser context.
test.use({ serviceWorkers: 'block' });

/** Pages whose demos show the buttons, in several variants, sizes and directions, and icons. */
const pages = [
  '/foundation/internationalization/',
  '/foundation/icons/code/',
  '/core-components/button/',
  '/core-components/icon-button/',
  '/core-components/inline-button/',
];

/** The chunks that define the elements (`sk-button-[hash].js`, one per registering entry). */
const definitionChunks = /\/assets\/sk-[a-z-]+-[\w-]+\.js$/;

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of every element in the demos' previews, and of the previews themselves. */
function demoBoxes(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.evaluate(() => {
    const boxes: { name: string; box: Box }[] = [];
    document.querySelectorAll('.sk-demo__preview').forEach((preview, index) => {
      for (const element of [preview, ...preview.querySelectorAll('*')]) {
        // Inside an <svg> the drawing is sized by its element; the <svg> itself is measured.
        if (element.closest('svg') !== element && element.closest('svg')) continue;
        const { x, y, width, height } = element.getBoundingClientRect();
        const position = [...(element.parentElement?.children ?? [])].indexOf(element);
        boxes.push({
          name: `demo ${index} ${element.localName}#${position}`,
          box: { x: x + scrollX, y: y + scrollY, width, height },
        });
      }
    });
    return boxes;
  });
}

/** The Skerry elements the page's demos use, each tag once. */
function demoTags(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('.sk-demo__preview *')]
        .map((e) => e.localName)
        .filter((name) => name.startsWith('sk-')),
    ),
  ]);
}

/**
 * Waits until every element of `tags` on the page is defined and rendered, and two frames more,
 * so the shadow trees are laid out and any shift has been reported.
 */
function demoElementsRendered(page: Page, tags: string[]): Promise<unknown> {
  return page.waitForFunction(async (names) => {
    if (!names.every((name) => customElements.get(name))) return false;
    const elements = [...document.querySelectorAll(names.join(','))] as (Element & {
      updateComplete?: Promise<unknown>;
    })[];
    await Promise.all(elements.map((e) => e.updateComplete));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return true;
  }, tags);
}

/** Layout shifts recorded from the first paint whose moved nodes are inside a demo preview. */
async function demoLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __demoShift: () => number }).__demoShift());
}

for (const path of pages) {
  test(`demos on ${path} keep their layout while their components load`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: (Node | null)[] }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        })[]) {
          if (!entry.hadRecentInput) {
            shifts.push({ value: entry.value, nodes: entry.sources.map((s) => s.node) });
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { __demoShift: () => number }).__demoShift = () =>
        shifts
          .filter((shift) =>
            shift.nodes.some((node) => {
              const element = node instanceof Element ? node : node?.parentElement;
              return !!element?.closest('.sk-demo__preview');
            }),
          )
          .reduce((sum, shift) => sum + shift.value, 0);
    });

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(definitionChunks, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });

    await gotoRevealed(page, path);
    // The fonts the demos use are in; a font swap is not what this test is about.
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => held).toBeGreaterThan(0);
    const tags = await demoTags(page);
    expect(tags.length, 'the demos use Skerry elements').toBeGreaterThan(0);
    expect(
      await page.evaluate((names) => names.filter((n) => customElements.get(n)), tags),
    ).toEqual([]);
    const before = await demoBoxes(page);

    release();
    await demoElementsRendered(page, tags);
    // A face the shadow trees use first (another weight, say) may still be loading.
    await page.evaluate(() => document.fonts.ready);
    const after = await demoBoxes(page);

    expect(after.map((b) => b.name)).toEqual(before.map((b) => b.name));
    const moved = after.filter(({ box }, i) => {
      const old = before[i]!.box;
      return (
        Math.abs(box.x - old.x) > 1 ||
        Math.abs(box.y - old.y) > 1 ||
        Math.abs(box.width - old.width) > 1 ||
        Math.abs(box.height - old.height) > 1
      );
    });
    expect(
      moved.map(({ name, box }) => ({
        name,
        before: before.find((b) => b.name === name)!.box,
        after: box,
      })),
    ).toEqual([]);
    expect(await demoLayoutShift(page)).toBe(0);
  });
}

/*
 * Fields whose undefined box (components-undefined.css) is drawn from their attributes, so the
 * page around them stays put:
 * - the text fields and the slider (label, control, hint) in the vertical and compact layouts,
 *   without an error or a character count;
 * - checkboxes and toggles (box, label, hint) in their inline layout;
 * - radio groups (label, options, hint) in their vertical layout.
 * Measured with the page's scripts off, which is what a reader sees before the definitions
 * arrive, against the same page with every element defined.
 */
const textFields = [
  'sk-input',
  'sk-password',
  'sk-search',
  'sk-time',
  'sk-datalist',
  'sk-select',
  'sk-textarea',
  'sk-range',
];
/** The fields measured: where (`page`, else the tag's own page) and how tall at least, defined. */
const measuredFields: { tag: string; selector: string; minimum: number; page?: string }[] = [
  ...textFields.map((tag) => ({
    tag,
    selector: `${tag}:not([layout='horizontal']):not([maxlength]):not([error])`,
    // Rendered, a field is at least a small control (32 px) tall.
    minimum: 32,
  })),
  ...['sk-checkbox', 'sk-toggle'].map((tag) => ({
    tag,
    selector: `${tag}:is(:not([layout]), [layout='inline'])`,
    // Rendered, a checkbox or a switch is at least its 24 px target tall.
    minimum: 24,
  })),
  {
    tag: 'sk-radio-group',
    selector: `sk-radio-group:is(:not([layout]), [layout='vertical'])`,
    // Rendered, a group is at least its label and a row of 24 px options tall.
    minimum: 40,
    page: '/core-components/radio/',
  },
];

async function fieldHeights(
  page: Page,
  selector: string,
): Promise<{ field: string; height: number }[]> {
  return page.evaluate(
    (fields) =>
      [...document.querySelectorAll(`.sk-demo__preview :is(${fields})`)].map((element, index) => ({
        field: `${index} ${element.localName} ${element.getAttribute('label')}`,
        height: Math.round(element.getBoundingClientRect().height),
      })),
    selector,
  );
}

for (const { tag, selector, minimum, page: fieldPage } of measuredFields) {
  const path = fieldPage ?? `/core-components/${tag.slice(3)}/`;
  test(`${tag} fields on ${path} are as tall before their definition as after`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const before = await plain.newPage();
      await before.goto(path);
      await before.evaluate(() => document.fonts.ready);
      const undefinedHeights = await fieldHeights(before, selector);
      expect(undefinedHeights.length, 'fields in the demos').toBeGreaterThan(0);

      await gotoRevealed(page, path);
      await demoElementsRendered(page, await demoTags(page));
      await page.evaluate(() => document.fonts.ready);
      const definedHeights = await fieldHeights(page, selector);
      for (const { height } of definedHeights) expect(height).toBeGreaterThanOrEqual(minimum);
      expect(definedHeights).toEqual(undefinedHeights);
    } finally {
      await plain.close();
    }
  });
}

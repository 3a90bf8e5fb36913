import type { Locator, Page } from '@playwright/test';
import { type ElementState, components, extraStates } from './catalogue.ts';
import { test } from './fixtures.ts';
import { picture } from './picture.ts';
import { colourModes, extentOf, openStory, setMode, settled } from './story-page.ts';

/*
 * Every component's states, on its first instance that takes focus (in the order of its
 * stories): hover, focus-visible by keyboard, active (pointer held down), and the states of
 * `extraStates` — disabled, checked, error, success, open — each pictured in every theme and in
 * forced colours. Each state starts from a freshly opened story, so none leaks into the next.
 */

/** Whether focus is on `element` or inside it, through shadow roots. */
function focusIsIn(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    for (let node: Node | null = active; node;) {
      if (node === target) return true;
      node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
    }
    return false;
  });
}

/** Moves focus by the Tab key, from the start of the page, until it is in `element`. */
async function tabInto(page: Page, element: Locator): Promise<boolean> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await focusIsIn(element)) return true;
  }
  return false;
}

/** Whether something in the element, through its shadow tree, says it has expanded a popup. */
function expanded(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const walk = (element: Element): boolean =>
      element.getAttribute('aria-expanded') === 'true' ||
      [...element.children, ...(element.shadowRoot?.children ?? [])].some(walk);
    return walk(root);
  });
}

/** The first instance of the tag in the story that is drawn and takes focus, if any. */
async function focusableInstance(page: Page, tag: string): Promise<number> {
  return page.locator(`#storybook-root ${tag}`).evaluateAll((elements) =>
    elements.findIndex((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const focusable =
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
      const search = (scope: Element | ShadowRoot): boolean =>
        [...scope.children].some(
          (child) =>
            child.matches(focusable) ||
            search(child) ||
            (child.shadowRoot ? search(child.shadowRoot) : false),
        );
      return (
        (element as HTMLElement).tabIndex >= 0 ||
        search(element) ||
        (element.shadowRoot ? search(element.shadowRoot) : false)
      );
    }),
  );
}

/** The story and instance the states are pictured on. */
async function findTarget(page: Page, tag: string) {
  const stories = components.find((c) => c.tag === tag)!.stories;
  for (const story of stories) {
    await openStory(page, story.id);
    const index = await focusableInstance(page, tag);
    if (index >= 0) return { storyId: story.id, index, focusable: true };
  }
  return { storyId: stories[0]!.id, index: 0, focusable: false };
}

/** Puts a state on the instance; false when the element shows no such state (no popup opened). */
async function apply(page: Page, element: Locator, state: ElementState): Promise<boolean> {
  const { change } = state;
  if (change.kind === 'attribute') {
    await element.evaluate((e, { name, value }) => e.setAttribute(name, value), change);
  } else if (change.kind === 'method') {
    await element.evaluate(async (e, calls) => {
      for (const { name, args } of calls) {
        await (e as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(
          ...(args ?? []),
        );
      }
    }, change.calls);
  } else {
    if (!(await tabInto(page, element))) return false;
    await page.keyboard.press('Alt+ArrowDown');
    if (!(await expanded(element))) await page.keyboard.press('ArrowDown');
    if (!(await expanded(element))) return false;
  }
  await settled(page);
  return true;
}

/** The pointer and keyboard states, on an element that takes focus. */
const interactions: { name: string; enter: (page: Page, element: Locator) => Promise<boolean> }[] =
  [
    {
      name: 'hover',
      enter: async (_, element) => {
        await element.hover();
        return true;
      },
    },
    { name: 'focus-visible', enter: tabInto },
    {
      name: 'active',
      enter: async (page, element) => {
        await element.hover();
        await page.mouse.down();
        return true;
      },
    },
  ];

for (const { tag } of components.filter((c) => c.stories.length > 0)) {
  test(`${tag}: states`, async ({ page }) => {
    const target = await findTarget(page, tag);
    const states = [
      ...(target.focusable
        ? interactions.map(({ name, enter }) => ({ name, enter: (e: Locator) => enter(page, e) }))
        : []),
      ...extraStates(tag).map((state) => ({
        name: state.name,
        enter: (e: Locator) => apply(page, e, state),
      })),
    ];
    for (const state of states) {
      await page.mouse.move(0, 0);
      await page.mouse.up();
      await openStory(page, target.storyId);
      const element = page.locator(`#storybook-root ${tag}`).nth(target.index);
      if (!(await state.enter(element))) continue;
      for (const mode of colourModes) {
        await setMode(page, mode);
        await picture(page, [tag, `${state.name}--${mode.name}.png`], {
          clip: await extentOf(element),
        });
      }
    }
  });
}

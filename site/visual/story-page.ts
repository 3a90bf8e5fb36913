import type { Locator, Page } from '@playwright/test';
import { themes } from '@skerry/tokens';
import { storyFrameSrc } from '../app/config/workbench.ts';
import siteConfig from '../site.config.ts';
import { fontsSettled } from './fonts.ts';

/** One way a picture is drawn: a theme of the tokens, forced colours, or right to left. */
export interface Mode {
  name: string;
  theme: string;
  dir: 'ltr' | 'rtl';
  forcedColors: boolean;
}

const [firstTheme = 'light'] = themes;

/** Every theme of `@skerry/tokens`, then forced colours (over the first theme). */
export const colourModes: Mode[] = [
  ...themes.map((theme) => ({ name: theme, theme, dir: 'ltr' as const, forcedColors: false })),
  { name: 'forced-colors', theme: firstTheme, dir: 'ltr', forcedColors: true },
];

/**
 * Right to left in the first theme only: direction mirrors the layout, which is the same in every
 * theme (themes change colours only), so one theme shows every mirroring defect.
 */
export const rtlMode: Mode = { name: 'rtl', theme: firstTheme, dir: 'rtl', forcedColors: false };

/**
 * Opens one story alone (the workbench's one-story page), waits until its demo is rendered, every
 * Skerry element in it is defined and updated, and its fonts have loaded. The accessibility
 * addon's automatic run is off: it is the workbench's test's concern, and only costs time here.
 */
export async function openStory(page: Page, id: string): Promise<Locator> {
  await page.goto(`${storyFrameSrc(siteConfig.base, id)}&globals=a11y.manual:!true`);
  const root = page.locator('#storybook-root .sk-workbench-demo');
  await root.waitFor();
  await settled(page);
  return root;
}

/**
 * Shows another story in the one-story page already open, as the workbench's sidebar does (its
 * `setCurrentStory` message): a fraction of a navigation's cost. Only for a story shown the first
 * time in this page: the workbench keeps a shown story's elements, and their state, for its
 * controls.
 */
export async function switchStory(page: Page, id: string): Promise<Locator> {
  await page.evaluate(async (storyId) => {
    interface Channel {
      on(event: string, listener: (id: unknown) => void): void;
      off(event: string, listener: (id: unknown) => void): void;
      emit(event: string, payload: unknown): void;
    }
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        channel.off('storyRendered', rendered);
        channel.off('storyErrored', errored);
      };
      const rendered = (id: unknown) => {
        if (id !== storyId) return;
        done();
        resolve();
      };
      const errored = (error: unknown) => {
        done();
        reject(new Error(`${storyId}: ${JSON.stringify(error)}`));
      };
      channel.on('storyRendered', rendered);
      channel.on('storyErrored', errored);
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    });
  }, id);
  const root = page.locator('#storybook-root .sk-workbench-demo');
  await root.waitFor();
  await settled(page);
  return root;
}

/** Every Skerry element of the document defined and its pending Lit update done; fonts loaded. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const all: Element[] = [];
    const walk = (scope: Document | ShadowRoot) => {
      for (const element of scope.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    const skerry = all.filter((e) => e.localName.startsWith('sk-'));
    await Promise.all(
      [...new Set(skerry.map((e) => e.localName))].map((t) => customElements.whenDefined(t)),
    );
    await Promise.all(
      skerry.map((e) => (e as Element & { updateComplete?: Promise<unknown> }).updateComplete),
    );
    // Two frames: styles and layout of the last change applied before fonts are asked for.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await fontsSettled(page);
}

/** Puts the document in a mode without a navigation: the attributes the workbench's toolbar sets. */
export async function setMode(page: Page, mode: Mode): Promise<void> {
  await page.emulateMedia({ forcedColors: mode.forcedColors ? 'active' : 'none' });
  await page.evaluate(({ theme, dir }) => {
    document.documentElement.setAttribute('data-sk-theme', theme);
    document.documentElement.dir = dir;
  }, mode);
  await settled(page);
}

/**
 * The box a picture of an element takes, in page coordinates: the element and everything it
 * draws, its shadow trees' popups included (a select's list, a modal's dialog), with room for
 * focus rings and shadows around it. Boxes of a pixel or less (visually hidden text) are not
 * drawn and do not count. With `own: false`, the element's own box does not count, only what is
 * inside it: a demo's row of elements is as wide as the page, its contents rarely.
 */
export async function extentOf(element: Locator, { margin = 8, own = true } = {}) {
  return element.evaluate(
    (root, { margin, own }) => {
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      const add = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return;
        if (getComputedStyle(element).visibility === 'hidden') return;
        left = Math.min(left, box.left);
        top = Math.min(top, box.top);
        right = Math.max(right, box.right);
        bottom = Math.max(bottom, box.bottom);
      };
      const walk = (element: Element) => {
        add(element);
        for (const child of element.children) walk(child);
        if (element.shadowRoot) for (const child of element.shadowRoot.children) walk(child);
      };
      if (own) walk(root);
      else for (const child of root.children) walk(child);
      const page = document.documentElement;
      const x = Math.max(0, Math.floor(left + scrollX - margin));
      const y = Math.max(0, Math.floor(top + scrollY - margin));
      return {
        x,
        y,
        width: Math.min(page.scrollWidth, Math.ceil(right + scrollX + margin)) - x,
        height: Math.min(page.scrollHeight, Math.ceil(bottom + scrollY + margin)) - y,
      };
    },
    { margin, own },
  );
}

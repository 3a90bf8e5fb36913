import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import {
  accessibilityTree,
  accessibleDescendants,
  accessibleNode,
} from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { fixture, shadow } from '../../testing/fixture.js';
import { type SkCard } from './card.js';
import { cardAppearances, cardLayouts, cardRegions } from './card.types.js';
import './sk-card.js';

const media =
  '<svg slot="media" viewBox="0 0 320 160" aria-hidden="true"><rect width="320" height="160" fill="currentColor"></rect></svg>';

/** A card with every region filled; `attributes` go on the card. */
const fullCard = (attributes = '', heading = '<h3 slot="heading">Ferry timetables</h3>'): string =>
  `<sk-card ${attributes}>${media}${heading}<span slot="header">Updated 3 March</span><p>Crossings to every island in the archipelago.</p><button slot="footer" type="button">Save for later</button></sk-card>`;

const linkCard = (hash: string, attributes = ''): string =>
  fullCard(`href="#${hash}" ${attributes}`);

const part = (el: Element, name: string): HTMLElement => shadow(el, `[part~="${name}"]`);
const box = (el: Element): DOMRect => el.getBoundingClientRect();

/** The element a pointer at the centre of `el` would hit, across shadow roots. */
function hitAt(el: Element): Element | null {
  const { x, y, width, height } = box(el);
  let hit = document.elementFromPoint(x + width / 2, y + height / 2);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x + width / 2, y + height / 2);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

function clearHash(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

describe('<sk-card>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    clearHash();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const appearance of cardAppearances) {
      for (const layout of cardLayouts) {
        it(`has no axe violations as ${appearance} ${layout}, plain and as a link`, async () => {
          const wrapper = await fixture(
            `<div style="inline-size: 640px">${fullCard(`appearance="${appearance}" layout="${layout}"`)}${linkCard('sk-card-axe', `appearance="${appearance}" layout="${layout}"`)}</div>`,
          );
          await expectNoAxeViolations(wrapper);
        });
      }
    }

    it('has no axe violations with only a body, and while its link has focus', async () => {
      const wrapper = await fixture(
        `<div><sk-card><p>Only a body.</p></sk-card>${linkCard('sk-card-focus')}</div>`,
      );
      part(wrapper.querySelector('[href]')!, 'heading').focus();
      await expectNoAxeViolations(wrapper);
    });

    it('with href, exposes one link named by the heading, around the heading, with nothing interactive inside', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-tree'));
      const tree = await accessibilityTree();
      expect(tree.filter(({ role }) => role === 'link')).toEqual([
        { role: 'link', name: 'Ferry timetables', description: '' },
      ]);
      expect(await accessibleDescendants(el, 'link')).toEqual(['Ferry timetables']);
      const link = part(el, 'heading');
      expect(await accessibleDescendants(link, 'heading')).toEqual(['Ferry timetables']);
      expect(await accessibleDescendants(link, 'button')).toEqual([]);
      // The footer's button is in the card but outside the link.
      expect(await accessibleDescendants(el, 'button')).toEqual(['Save for later']);
    });

    it("keeps the author's heading and its level", async () => {
      const el = await fixture<SkCard>(
        fullCard('href="#sk-card-level"', '<h2 slot="heading">Ferry timetables</h2>'),
      );
      const heading = await accessibleNode(el.querySelector('h2')!);
      expect(heading.role).toBe('heading');
      expect(heading.name).toBe('Ferry timetables');
      expect(heading.properties.level).toBe(2);
    });

    it('without href, exposes no link and no tab stop of its own', async () => {
      const el = await fixture<SkCard>(fullCard());
      expect(await accessibleDescendants(el, 'link')).toEqual([]);
      expect(part(el, 'heading').hasAttribute('href')).toBe(false);
      expect((await accessibleNode(el.querySelector('h3')!)).role).toBe('heading');
      expect(el.getAttribute('role')).toBeNull();
    });
  });

  describe('properties', () => {
    it('has documented defaults and writes no attribute for them', async () => {
      const el = await fixture<SkCard>(fullCard());
      expect([el.appearance, el.layout, el.href, el.target, el.rel]).toEqual([
        'outlined',
        'vertical',
        '',
        '',
        '',
      ]);
      expect(el.hasAttribute('appearance')).toBe(false);
      expect(el.hasAttribute('layout')).toBe(false);
    });

    it('reads attributes and reflects appearance and layout', async () => {
      const el = await fixture<SkCard>(fullCard('appearance="filled" layout="horizontal"'));
      expect([el.appearance, el.layout]).toEqual(['filled', 'horizontal']);
      el.appearance = 'outlined';
      el.layout = 'vertical';
      await el.updateComplete;
      expect(el.getAttribute('appearance')).toBe('outlined');
      expect(el.getAttribute('layout')).toBe('vertical');
    });

    /* The base of a card 640px wide, as each fallback draws it: bordered, and in a column. */
    const drawnAsFallback = {
      appearance: (base: HTMLElement) =>
        getComputedStyle(base).borderTopColor !== 'rgba(0, 0, 0, 0)',
      layout: (base: HTMLElement) => getComputedStyle(base).flexDirection === 'column',
    };
    const wide = 'style="inline-size: 640px"';

    for (const [attribute, allowed, fallback] of [
      ['appearance', cardAppearances, 'outlined'],
      ['layout', cardLayouts, 'vertical'],
    ] as const) {
      it(`falls back to ${attribute}="${fallback}" with one SK001 warning for an invalid value`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const el = await fixture<SkCard>(fullCard(`${attribute}="bogus" ${wide}`));
        expect(el[attribute]).toBe(fallback);
        expect(el.getAttribute(attribute)).toBe(fallback);
        expect(drawnAsFallback[attribute](part(el, 'base'))).toBe(true);
        expect(warn).toHaveBeenCalledTimes(1);
        const message = String(warn.mock.calls[0]?.[0]);
        expect(message).toContain('[sk-card] SK001');
        expect(message).toContain(`${attribute}="bogus"`);
        expect(message).toContain(allowed.join(', '));
        expect(message).toContain('https://skerry.design/core-components/card/api/');
        el.setAttribute(attribute, 'bogus');
        await el.updateComplete;
        expect(warn).toHaveBeenCalledTimes(1);
      });

      it(`restores ${attribute}="${fallback}" silently when the attribute is removed`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const other = allowed.find((value) => value !== fallback)!;
        const el = await fixture<SkCard>(fullCard(`${attribute}="${other}" ${wide}`));
        expect(drawnAsFallback[attribute](part(el, 'base'))).toBe(false);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(el[attribute]).toBe(fallback);
        expect(drawnAsFallback[attribute](part(el, 'base'))).toBe(true);
        expect(warn).not.toHaveBeenCalled();
      });
    }

    it('draws each appearance differently, from tokens: outlined with a border, filled without', async () => {
      const wrapper = await fixture(
        `<div>${cardAppearances.map((a) => fullCard(`appearance="${a}"`)).join('')}</div>`,
      );
      const [outlined, filled] = [...wrapper.querySelectorAll('sk-card')].map((el) =>
        getComputedStyle(part(el, 'base')),
      );
      expect(outlined!.backgroundColor).toBe(computedColor('var(--sk-color-surface)'));
      expect(outlined!.borderTopColor).toBe(computedColor('var(--sk-color-border)'));
      expect(filled!.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
      expect(filled!.borderTopColor).toBe('rgba(0, 0, 0, 0)');
      expect(filled!.backgroundColor).not.toBe(outlined!.backgroundColor);
    });

    it('renders a real link with href, target and a safe rel, and drops it with href', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-target', 'target="_blank"'));
      const link = part(el, 'heading') as HTMLAnchorElement;
      expect(link.localName).toBe('a');
      expect(link.getAttribute('href')).toBe('#sk-card-target');
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noreferrer noopener');
      el.rel = 'nofollow';
      await el.updateComplete;
      expect(link.rel).toBe('nofollow');
      el.removeAttribute('href');
      await el.updateComplete;
      expect(el.href).toBe('');
      // Without href the heading part is the heading slot itself, which still holds the heading.
      const heading = part(el, 'heading');
      expect(heading.localName).toBe('slot');
      expect(link.isConnected).toBe(false);
      expect(el.querySelector('h3')!.assignedSlot).toBe(heading);
      for (const attribute of ['href', 'target', 'rel']) {
        expect(heading.hasAttribute(attribute), attribute).toBe(false);
      }
      expect(await accessibleDescendants(el, 'link')).toEqual([]);
      expect(getComputedStyle(part(el, 'header')).display).not.toBe('none');
      el.href = '#sk-card-again';
      await el.updateComplete;
      expect(await accessibleDescendants(el, 'link')).toEqual(['Ferry timetables']);
    });

    it('warns once with SK002 when href is set but there is no heading to name the link', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkCard>(
        '<sk-card href="#sk-card-nameless"><p>A card without a heading.</p></sk-card>',
      );
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-card] SK002');
      el.href = '#sk-card-other';
      await el.updateComplete;
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('gives no warning for a link card with a heading, or a card without href', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await fixture(
        `<div>${linkCard('sk-card-named')}<sk-card><p>No link, no heading.</p></sk-card></div>`,
      );
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('events', () => {
    it('follows its link when the body of the card is clicked', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-body'));
      const body = el.querySelector('p')!;
      // The link's stretched ::after is what a pointer on the body meets.
      expect(hitAt(body)).toBe(part(el, 'heading'));
      await userEvent.click(body, { force: true });
      expect(location.hash).toBe('#sk-card-body');
    });

    it('follows its link when the media or the heading is clicked', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-media'));
      expect(hitAt(el.querySelector('[slot="media"]')!)).toBe(part(el, 'heading'));
      await userEvent.click(el.querySelector('[slot="media"]')!, { force: true });
      expect(location.hash).toBe('#sk-card-media');
      clearHash();
      expect(hitAt(el.querySelector('h3')!)).toBe(part(el, 'heading'));
      await userEvent.click(el.querySelector('h3')!, { force: true });
      expect(location.hash).toBe('#sk-card-media');
    });

    it('lets a button in the footer be clicked on its own, without following the link', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-footer'));
      const button = el.querySelector('button')!;
      const onClick = vi.fn();
      button.addEventListener('click', onClick);
      expect(hitAt(button)).toBe(button);
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(location.hash).toBe('');
    });

    it('lets a click listener keep the page, for client-side routing', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-routed'));
      const targets: EventTarget[] = [];
      el.addEventListener('click', (event) => {
        targets.push(event.target!);
        event.preventDefault();
      });
      await userEvent.click(el.querySelector('p')!, { force: true });
      // The click is the shadow link's, retargeted to the card; a footer button's is its own.
      expect(targets).toEqual([el]);
      expect(location.hash).toBe('');
    });

    it('fires no event of its own and lets clicks bubble out of it', async () => {
      const wrapper = await fixture(`<div>${fullCard()}</div>`);
      const onClick = vi.fn();
      wrapper.addEventListener('click', onClick);
      await userEvent.click(wrapper.querySelector('button')!);
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(location.hash).toBe('');
    });

    it('does nothing on a click without href', async () => {
      const el = await fixture<SkCard>(fullCard());
      expect(hitAt(el.querySelector('p')!)).not.toBe(part(el, 'heading'));
      await userEvent.click(el.querySelector('p')!);
      expect(location.hash).toBe('');
    });
  });

  describe('slots', () => {
    it('puts each slot in its region, in reading order: media, heading, header, body, footer', async () => {
      const el = await fixture<SkCard>(fullCard());
      // A region is a wrapper of its slots, or the slot itself.
      const region = (name: string): string =>
        [...part(el, name).querySelectorAll('slot'), part(el, name)]
          .filter((node) => node instanceof HTMLSlotElement)
          .map((slot) => slot.name || 'default')
          .join();
      expect(region('media')).toBe('media');
      expect(region('header')).toBe('heading,header');
      expect(region('heading')).toBe('heading');
      expect(region('body')).toBe('default');
      expect(region('footer')).toBe('footer');
      const tops = ['[slot="media"]', 'h3', '[slot="header"]', 'p', 'button'].map(
        (selector) => box(el.querySelector(selector)!).top,
      );
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    });

    it('shows the media edge to edge, and the content inside the padding', async () => {
      const el = await fixture<SkCard>(`<div style="inline-size: 320px">${fullCard()}</div>`);
      const card = el.querySelector('sk-card')!;
      const base = part(card, 'base');
      const border = parseFloat(getComputedStyle(base).borderTopWidth);
      const image = box(card.querySelector('[slot="media"]')!);
      expect(image.left).toBe(box(base).left + border);
      expect(image.right).toBe(box(base).right - border);
      expect(image.top).toBe(box(base).top + border);
      expect(box(card.querySelector('p')!).left).toBeGreaterThan(image.left);
    });

    it('takes no room and leaves no gap for an empty slot', async () => {
      const wrapper = await fixture(
        '<div><sk-card><p>Only a body.</p></sk-card><sk-card><h3 slot="heading">Title</h3><p>Body.</p></sk-card></div>',
      );
      const [bodyOnly, withHeading] = [...wrapper.querySelectorAll('sk-card')];
      for (const name of ['media', 'header', 'footer']) {
        expect(getComputedStyle(part(bodyOnly!, name)).display, name).toBe('none');
      }
      const content = part(bodyOnly!, 'content');
      const padding = parseFloat(getComputedStyle(content).paddingTop);
      expect(box(part(bodyOnly!, 'body')).top - box(content).top).toBe(padding);
      expect(box(content).height).toBe(box(part(bodyOnly!, 'body')).height + 2 * padding);
      // With a heading, the gap comes back between the header and the body.
      const gap = parseFloat(getComputedStyle(part(withHeading!, 'content')).rowGap);
      expect(gap).toBeGreaterThan(0);
      expect(box(part(withHeading!, 'body')).top - box(part(withHeading!, 'header')).bottom).toBe(
        gap,
      );
    });

    it("keeps the page's heading margins out of the card, and the body's outer margins", async () => {
      const wrapper = await fixture(`<div>
          <style>.sk-card-prose h3 { margin: 40px 0; } .sk-card-prose p + p { margin-block-start: 10px; }</style>
          <div class="sk-card-prose">
            <sk-card><h3 slot="heading">Title</h3><p>First.</p><p>Second.</p></sk-card>
          </div>
        </div>`);
      const el = wrapper.querySelector('sk-card')!;
      const [first, second] = [...el.querySelectorAll('p')];
      expect(getComputedStyle(el.querySelector('h3')!).marginTop).toBe('0px');
      expect(box(part(el, 'header')).height).toBe(box(el.querySelector('h3')!).height);
      expect(getComputedStyle(first!).marginTop).toBe('0px');
      expect(box(first!).top).toBe(box(part(el, 'body')).top);
      // Spacing between paragraphs is the page's: its rule wins over the card's.
      expect(box(second!).top - box(first!).bottom).toBe(10);
      expect(getComputedStyle(second!).marginBottom).toBe('0px');
    });

    it('counts a body of white space only as empty', async () => {
      const el = await fixture<SkCard>('<sk-card>\n  <h3 slot="heading">Title</h3>\n</sk-card>');
      expect(el.matches(':state(has-body)')).toBe(false);
      expect(getComputedStyle(part(el, 'body')).display).toBe('none');
      expect(el.matches(':state(has-header)')).toBe(true);
    });

    it('shows a region when content arrives in its slot, and hides it again when it leaves', async () => {
      const el = await fixture<SkCard>('<sk-card><p>Body.</p></sk-card>');
      expect(el.matches(':state(has-footer)')).toBe(false);
      const button = document.createElement('button');
      button.slot = 'footer';
      button.textContent = 'Save';
      el.append(button);
      await expect.poll(() => el.matches(':state(has-footer)')).toBe(true);
      expect(getComputedStyle(part(el, 'footer')).display).toBe('flex');
      button.remove();
      await expect.poll(() => el.matches(':state(has-footer)')).toBe(false);
      expect(getComputedStyle(part(el, 'footer')).display).toBe('none');
    });

    it('counts an empty slot passed on by an outer component as empty', async () => {
      const host = await fixture('<div></div>');
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML =
        '<sk-card><slot name="outer-media" slot="media"></slot><p>Body.</p></sk-card>';
      const el = root.querySelector<SkCard>('sk-card')!;
      await el.updateComplete;
      expect(el.matches(':state(has-media)')).toBe(false);
      const image = document.createElement('span');
      image.slot = 'outer-media';
      image.textContent = 'Picture';
      host.append(image);
      await expect.poll(() => el.matches(':state(has-media)')).toBe(true);
    });
  });

  describe('layout', () => {
    it('puts the media above the content when vertical', async () => {
      const wrapper = await fixture(`<div style="inline-size: 640px">${fullCard()}</div>`);
      const el = wrapper.querySelector('sk-card')!;
      expect(box(part(el, 'media')).bottom).toBeLessThanOrEqual(box(part(el, 'content')).top);
    });

    it('puts the media at the start side when horizontal, mirrored in right-to-left text', async () => {
      const card = fullCard('layout="horizontal"');
      const wrapper = await fixture(
        `<div style="inline-size: 640px"><div dir="ltr">${card}</div><div dir="rtl">${card}</div></div>`,
      );
      const [ltr, rtl] = [...wrapper.querySelectorAll('sk-card')];
      for (const el of [ltr!, rtl!]) {
        expect(box(part(el, 'media')).top).toBe(box(part(el, 'content')).top);
        // The media covers the card's whole height, which the content sets.
        expect(box(part(el, 'media')).height).toBe(box(part(el, 'content')).height);
        expect(box(part(el, 'media')).width).toBeCloseTo(part(el, 'base').clientWidth * 0.4, 0);
      }
      expect(box(part(ltr!, 'media')).right).toBeLessThanOrEqual(box(part(ltr!, 'content')).left);
      expect(box(part(rtl!, 'media')).left).toBeGreaterThanOrEqual(
        box(part(rtl!, 'content')).right,
      );
    });

    it('falls back to vertical in a narrow container, and goes back when it widens', async () => {
      const wrapper = await fixture(
        `<div style="inline-size: 320px">${fullCard('layout="horizontal"')}</div>`,
      );
      const el = wrapper.querySelector('sk-card')!;
      expect(box(part(el, 'media')).bottom).toBeLessThanOrEqual(box(part(el, 'content')).top);
      wrapper.style.inlineSize = '640px';
      await expect
        .poll(() => box(part(el, 'media')).right <= box(part(el, 'content')).left)
        .toBe(true);
    });

    it('takes its media width from --sk-card-media-width', async () => {
      const wrapper = await fixture(
        `<div style="inline-size: 640px">${fullCard('layout="horizontal" style="--sk-card-media-width: 200px"')}</div>`,
      );
      expect(box(part(wrapper.querySelector('sk-card')!, 'media')).width).toBe(200);
    });

    it('fills the height of a stretched grid cell, with its footer at the bottom', async () => {
      const wrapper =
        await fixture(`<div style="display: grid; grid-template-columns: 1fr 1fr; inline-size: 640px">
          ${fullCard()}
          <sk-card><h3 slot="heading">Short</h3><button slot="footer" type="button">Open</button></sk-card>
        </div>`);
      const [tall, short] = [...wrapper.querySelectorAll('sk-card')];
      expect(box(part(short!, 'base')).height).toBe(box(part(tall!, 'base')).height);
      expect(box(short!.querySelector('button')!).bottom).toBe(
        box(tall!.querySelector('button')!).bottom,
      );
    });
  });

  describe('keyboard', () => {
    it('is one tab stop for its link, then its footer buttons, and is left with Shift+Tab', async () => {
      const wrapper = await fixture(
        `<div><input aria-label="Before">${linkCard('sk-card-tab')}<input aria-label="After"></div>`,
      );
      const el = wrapper.querySelector('sk-card')!;
      const [before, after] = wrapper.querySelectorAll('input');
      before!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(el);
      expect(el.shadowRoot!.activeElement).toBe(part(el, 'heading'));
      await userEvent.tab();
      expect(document.activeElement).toBe(el.querySelector('button'));
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      expect(el.shadowRoot!.activeElement).toBe(part(el, 'heading'));
    });

    it('follows its link with Enter', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-enter'));
      part(el, 'heading').focus();
      await userEvent.keyboard('{Enter}');
      expect(location.hash).toBe('#sk-card-enter');
    });

    it('activates a footer button with Enter and Space, without following the link', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-keys'));
      const button = el.querySelector('button')!;
      const onClick = vi.fn();
      button.addEventListener('click', onClick);
      button.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(2);
      expect(location.hash).toBe('');
    });

    it('is no tab stop without href, and keeps its content in the tab order', async () => {
      const wrapper = await fixture(`<div><input aria-label="Before">${fullCard()}</div>`);
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button'));
    });

    it('draws the focus ring round the whole card while its link has keyboard focus', async () => {
      const wrapper = await fixture(
        `<div><input aria-label="Before">${linkCard('sk-card-ring')}</div>`,
      );
      const el = wrapper.querySelector('sk-card')!;
      const base = part(el, 'base');
      expect(getComputedStyle(base).outlineStyle).toBe('none');
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      expect(getComputedStyle(base).outlineStyle).toBe('solid');
      expect(getComputedStyle(base).outlineColor).toBe(computedColor('var(--sk-color-focus-ring)'));
      expect(getComputedStyle(part(el, 'heading')).outlineStyle).toBe('none');
      // A footer button's own focus is not the card's.
      await userEvent.tab();
      expect(getComputedStyle(base).outlineStyle).toBe('none');
    });
  });

  describe('form', () => {
    it('adds nothing to form data, and leaves the fields inside it in the form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-card><h3 slot="heading">City</h3><input slot="footer" name="city" value="Oslo" aria-label="City"></sk-card></form>',
      );
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });
  });

  describe('parts and states', () => {
    it('exposes base, media, content, header, heading, body and footer parts', async () => {
      const el = await fixture<SkCard>(fullCard());
      for (const name of ['base', 'media', 'content', 'header', 'heading', 'body', 'footer']) {
        expect(el.shadowRoot!.querySelector(`[part~="${name}"]`), name).not.toBeNull();
      }
    });

    it('matches a has-* state for each region that holds content', async () => {
      const wrapper = await fixture(
        `<div>${fullCard()}<sk-card><p>Body.</p></sk-card><sk-card><span slot="header">Only a header</span></sk-card></div>`,
      );
      const [full, bodyOnly, headerOnly] = [...wrapper.querySelectorAll('sk-card')];
      const states = (el: Element): string[] =>
        cardRegions.filter((region) => el.matches(`:state(has-${region})`));
      expect(states(full!)).toEqual(['media', 'header', 'body', 'footer']);
      expect(states(bodyOnly!)).toEqual(['body']);
      expect(states(headerOnly!)).toEqual(['header']);
    });

    it('takes its padding, gap, radius, border and background from --sk-card-* properties', async () => {
      const el = await fixture<SkCard>(
        fullCard(
          'style="--sk-card-padding: 7px; --sk-card-gap: 9px; --sk-card-radius: 3px; --sk-card-border-width: 4px; --sk-card-border-color: var(--sk-color-status-danger); --sk-card-background: var(--sk-color-surface-subtle)"',
        ),
      );
      const base = getComputedStyle(part(el, 'base'));
      const content = getComputedStyle(part(el, 'content'));
      expect(content.paddingInlineStart).toBe('7px');
      expect(content.rowGap).toBe('9px');
      expect(base.borderTopLeftRadius).toBe('3px');
      expect(base.borderTopWidth).toBe('4px');
      expect(base.borderTopColor).toBe(computedColor('var(--sk-color-status-danger)'));
      expect(base.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
    });

    it('underlines the heading and strengthens the border while a link card is hovered', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture<SkCard>(linkCard('sk-card-hover'));
      const base = part(el, 'base');
      expect(getComputedStyle(base).borderTopColor).toBe(computedColor('var(--sk-color-border)'));
      await userEvent.hover(el.querySelector('p')!, { force: true });
      await expect
        .poll(() => getComputedStyle(base).borderTopColor)
        .toBe(computedColor('var(--sk-color-border-strong)'));
      expect(getComputedStyle(part(el, 'heading')).textDecorationLine).toBe('underline');
    });

    it('clips the media to its corners', async () => {
      const el = await fixture<SkCard>(fullCard());
      expect(getComputedStyle(part(el, 'base')).overflow).toBe('clip');
    });
  });

  describe('forced colors', () => {
    it('keeps a visible border in every appearance, and a system-colour focus ring', async () => {
      const wrapper = await fixture(
        `<div><input aria-label="Before">${cardAppearances.map((a) => linkCard(`sk-card-forced-${a}`, `appearance="${a}"`)).join('')}</div>`,
      );
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const cards = [...wrapper.querySelectorAll('sk-card')];
      for (const el of cards) {
        // A link card's border eases into the forced colour (its hover transition), which a
        // loaded machine can read halfway: the colour it comes to rest at is the one checked.
        await expect
          .poll(() => getComputedStyle(part(el, 'base')).borderTopColor)
          .toBe(computedColor('CanvasText'));
        const base = getComputedStyle(part(el, 'base'));
        expect(base.borderTopStyle).toBe('solid');
        expect(base.borderTopColor).not.toBe(base.backgroundColor);
      }
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const focused = getComputedStyle(part(cards[0]!, 'base'));
      expect(focused.outlineStyle).toBe('solid');
      expect(focused.outlineColor).toBe(computedColor('Highlight'));
      expect(getComputedStyle(part(cards[0]!, 'heading')).color).toBe(computedColor('LinkText'));
    });
  });

  describe('reduced motion', () => {
    it('turns off the hover transition under reduced motion', async () => {
      const el = await fixture<SkCard>(linkCard('sk-card-motion'));
      const base = part(el, 'base');
      expect(parseFloat(getComputedStyle(base).transitionDuration)).toBeGreaterThan(0);
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(base).transitionDuration).toBe('0s');
    });
  });
});

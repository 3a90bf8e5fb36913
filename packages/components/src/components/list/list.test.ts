import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { accessibleDescendants, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import '../../testing/commands.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import type { SkListItem } from './list-item.js';
import type { SkList } from './list.js';
import { listTypes } from './list.types.js';
import './sk-list.js';

const fruit = ['Apple', 'Banana', 'Cherry', 'Damson'];

/** A list of `names`, one item each; `extra` adds attributes to the item of that name. */
const list = (attributes = '', names = fruit, extra: Record<string, string> = {}): string =>
  `<sk-list ${attributes}>${names
    .map((name) => `<sk-list-item ${extra[name] ?? ''}>${name}</sk-list-item>`)
    .join('')}</sk-list>`;

const itemsOf = (el: Element): SkListItem[] => [...el.querySelectorAll('sk-list-item')];
const part = (item: Element, name: string): HTMLElement => shadow(item, `[part~="${name}"]`);
const controlOf = (item: Element): HTMLElement => part(item, 'control');
const hasControl = (item: Element): boolean =>
  !!item.shadowRoot?.querySelector('[part~="control"]');

/** The number an item shows, as the accessibility tree reads it ("3."). */
async function numberOf(item: Element): Promise<string> {
  return (await accessibleDescendants(part(item, 'marker'), 'StaticText')).join('');
}

async function numbers(el: Element): Promise<string[]> {
  return Promise.all(itemsOf(el).map(numberOf));
}

/** Which item's button or link has focus, by the item's text; '' for none. */
function focusedItem(el: Element): string {
  return (
    itemsOf(el).find((item) => item.shadowRoot?.activeElement?.matches('[part~="control"]'))
      ?.text ?? ''
  );
}

/** An interactive list between two buttons, focus on the first of them. */
async function interactiveList(attributes = '', extra: Record<string, string> = {}, names = fruit) {
  const wrapper = await fixture(
    `<div><button>Before</button>${list(`interactive ${attributes}`, names, extra)}<button>After</button></div>`,
  );
  const el = wrapper.querySelector<SkList>('sk-list')!;
  await settle(wrapper);
  wrapper.querySelector('button')!.focus();
  return { wrapper, el, after: wrapper.querySelectorAll('button')[1]! };
}

const describeList = (type: string): string => `type="${type}"`;

describe('<sk-list>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    const content = (type: string): string =>
      type === 'description'
        ? '<sk-list-item><span slot="term">Lead time</span>Two working days</sk-list-item><sk-list-item><span slot="term">Returns</span>Within 30 days</sk-list-item>'
        : '<sk-list-item><sk-icon slot="start" name="file"></sk-icon>Report.pdf<span slot="end">2 MB</span></sk-list-item><sk-list-item current>Notes.txt</sk-list-item><sk-list-item disabled>Draft.doc</sk-list-item>';

    for (const type of listTypes) {
      for (const attributes of ['', 'divided', 'interactive', 'interactive divided reversed']) {
        it(`has no axe violations as ${describeList(type)} ${attributes}`, async () => {
          const el = await fixture(
            `<sk-list type="${type}" ${attributes} aria-label="Files">${content(type)}</sk-list>`,
          );
          await settle();
          await expectNoAxeViolations(el);
        });
      }
    }

    it('has no axe violations with links, a current link and a disabled one', async () => {
      const el = await fixture(
        `<nav aria-label="Settings">${list('', ['Profile', 'Security', 'Billing'], {
          Profile: 'href="#profile" current',
          Security: 'href="#security"',
          Billing: 'href="#billing" disabled',
        })}</nav>`,
      );
      await settle();
      await expectNoAxeViolations(el);
    });

    for (const type of ['unordered', 'ordered']) {
      it(`is a list of listitems as ${describeList(type)}, across shadow DOM`, async () => {
        const el = await fixture(list(`type="${type}" aria-label="Fruit"`));
        expect(await accessibleNode(el)).toMatchObject({ role: 'list', name: 'Fruit' });
        for (const item of itemsOf(el)) {
          expect((await accessibleNode(item)).role).toBe('listitem');
        }
        expect(await accessibleDescendants(el, 'listitem')).toHaveLength(4);
      });
    }

    it('reads each number of an ordered list with its item, and none in an unordered one', async () => {
      const el = await fixture(list('type="ordered"'));
      expect(await numbers(el)).toEqual(['1.', '2.', '3.', '4.']);
      el.setAttribute('type', 'unordered');
      await settle();
      expect(itemsOf(el)[0]!.shadowRoot!.querySelector('[part~="marker"]')).toBeNull();
    });

    it('pairs each term with its definition in a description list', async () => {
      const el = await fixture(
        '<sk-list type="description"><sk-list-item><span slot="term">Lead time</span>Two working days</sk-list-item><sk-list-item><span slot="term">Returns</span>Within 30 days</sk-list-item></sk-list>',
      );
      expect((await accessibleNode(el)).role).toBe('list');
      expect(await accessibleDescendants(el, 'term')).toEqual(['Lead time', 'Returns']);
      const [first, second] = itemsOf(el);
      expect((await accessibleNode(first!)).role).toBe('listitem');
      // Each item holds its own pair: one term and one definition.
      expect(await accessibleDescendants(first!, 'term')).toEqual(['Lead time']);
      expect(await accessibleDescendants(second!, 'term')).toEqual(['Returns']);
      expect(await accessibleDescendants(first!, 'definition')).toHaveLength(1);
      const definition = part(first!, 'definition');
      expect((await accessibleNode(definition)).role).toBe('definition');
      expect(
        (definition.querySelector('slot') as HTMLSlotElement)
          .assignedNodes()
          .map((n) => n.textContent),
      ).toEqual(['Two working days']);
    });

    it('exposes each interactive item as a button inside its listitem', async () => {
      const { el } = await interactiveList();
      expect(await accessibleDescendants(el, 'listitem')).toHaveLength(4);
      expect(await accessibleDescendants(el, 'button')).toEqual(fruit);
    });

    it('exposes an item with href as a link, in any list', async () => {
      const el = await fixture(list('', ['Profile', 'Security'], { Profile: 'href="#profile"' }));
      expect(await accessibleDescendants(el, 'link')).toEqual(['Profile']);
      expect((await accessibleNode(controlOf(itemsOf(el)[0]!))).role).toBe('link');
      expect(hasControl(itemsOf(el)[1]!)).toBe(false);
    });

    it('announces the current item: a link as the current page, a button or plain item as current', async () => {
      const el = await fixture(
        list('', ['Profile', 'Security', 'Billing'], {
          Profile: 'href="#profile" current',
          Billing: 'current',
        }),
      );
      const [profile, , billing] = itemsOf(el);
      expect(controlOf(profile!).getAttribute('aria-current')).toBe('page');
      // Chromium's protocol does not report aria-current; the internals are what it reads.
      const internals = (item: SkListItem): ElementInternals =>
        (item as unknown as { internals: ElementInternals }).internals;
      expect(internals(billing!).ariaCurrent).toBe('true');
      expect(internals(profile!).ariaCurrent).toBeNull();
      el.setAttribute('interactive', '');
      await settle();
      expect(controlOf(billing!).getAttribute('aria-current')).toBe('true');
      expect(internals(billing!).ariaCurrent).toBeNull();
      billing!.current = false;
      await settle();
      expect(controlOf(billing!).hasAttribute('aria-current')).toBe(false);
    });

    it('announces a disabled button and a disabled link as disabled', async () => {
      const el = await fixture(
        list('interactive', ['Profile', 'Security'], {
          Profile: 'disabled',
          Security: 'href="#security" disabled',
        }),
      );
      await settle();
      const [button, link] = itemsOf(el).map(controlOf);
      expect(await accessibleNode(button!)).toMatchObject({ role: 'button' });
      expect((await accessibleNode(button!)).properties.disabled).toBe(true);
      expect(await accessibleNode(link!)).toMatchObject({ role: 'link' });
      expect((await accessibleNode(link!)).properties.disabled).toBe(true);
      expect(link!.hasAttribute('href')).toBe(false);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkList>(list());
      expect([el.type, el.start, el.reversed, el.interactive, el.divided]).toEqual([
        'unordered',
        undefined,
        false,
        false,
        false,
      ]);
      const item = itemsOf(el)[0]!;
      expect([item.href, item.target, item.rel, item.disabled, item.current]).toEqual([
        '',
        '',
        '',
        false,
        false,
      ]);
      // Defaults are not written back as attributes.
      expect(el.getAttributeNames()).toEqual([]);
    });

    it('reflects type, reversed, interactive and divided to attributes', async () => {
      const el = await fixture<SkList>(list());
      el.type = 'ordered';
      el.reversed = true;
      el.interactive = true;
      el.divided = true;
      await el.updateComplete;
      expect(el.getAttribute('type')).toBe('ordered');
      expect(['reversed', 'interactive', 'divided'].every((a) => el.hasAttribute(a))).toBe(true);
    });

    it('falls back to type="unordered" with one SK001 warning for an invalid value', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkList>(list('type="numbered"'));
      expect(el.type).toBe('unordered');
      expect(itemsOf(el)[0]!.shadowRoot!.querySelector('[part~="marker"]')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain('[sk-list] SK001');
      expect(message).toContain('type="numbered"');
      expect(message).toContain(listTypes.join(', '));
      expect(message).toContain('https://skerry.design/core-components/list/api/');
      el.setAttribute('type', 'other');
      await settle();
      expect(el.type).toBe('unordered');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('restores type="unordered" silently when the attribute is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkList>(list('type="ordered"'));
      el.removeAttribute('type');
      await settle();
      expect(el.type).toBe('unordered');
      expect(itemsOf(el)[0]!.shadowRoot!.querySelector('[part~="marker"]')).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    });

    it('numbers an ordered list from start, as <ol start>', async () => {
      const el = await fixture<SkList>(list('type="ordered" start="5"'));
      expect(await numbers(el)).toEqual(['5.', '6.', '7.', '8.']);
      el.start = 0;
      await settle();
      expect(await numbers(el)).toEqual(['0.', '1.', '2.', '3.']);
      el.start = -2;
      await settle();
      expect(await numbers(el)).toEqual(['-2.', '-1.', '0.', '1.']);
    });

    it('counts down from the number of items with reversed, or from start', async () => {
      const el = await fixture<SkList>(list('type="ordered" reversed'));
      expect(await numbers(el)).toEqual(['4.', '3.', '2.', '1.']);
      el.start = 10;
      await settle();
      expect(await numbers(el)).toEqual(['10.', '9.', '8.', '7.']);
    });

    it('renumbers when items are added or removed, reversed too', async () => {
      const el = await fixture<SkList>(list('type="ordered" reversed'));
      const added = document.createElement('sk-list-item');
      added.textContent = 'Elderberry';
      el.prepend(added);
      await settle();
      expect(await numbers(el)).toEqual(['5.', '4.', '3.', '2.', '1.']);
      itemsOf(el)[2]!.remove();
      el.reversed = false;
      await settle();
      expect(await numbers(el)).toEqual(['1.', '2.', '3.', '4.']);
    });

    it('counts as if start were not set, with one SK021 warning, when it is not a number', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkList>(list('type="ordered" start="three"'));
      expect(await numbers(el)).toEqual(['1.', '2.', '3.', '4.']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-list] SK021');
      el.setAttribute('start', 'four');
      await settle();
      expect(warn).toHaveBeenCalledTimes(1);
      el.removeAttribute('start');
      await settle();
      expect(await numbers(el)).toEqual(['1.', '2.', '3.', '4.']);
    });

    it('writes numbers in the numerals of its language', async () => {
      const wrapper = await fixture(
        `<div><div lang="hi-u-nu-deva">${list('type="ordered"')}</div><div lang="fa">${list('type="ordered" start="12"')}</div><div lang="fi">${list('type="ordered"')}</div><div lang="ar-EG" dir="rtl">${list('type="ordered"')}</div></div>`,
      );
      const [devanagari, persian, finnish, arabic] = wrapper.querySelectorAll('sk-list');
      expect(await numbers(devanagari!)).toEqual(['१.', '२.', '३.', '४.']);
      expect((await numbers(persian!)).slice(0, 2)).toEqual(['۱۲.', '۱۳.']);
      expect(await numbers(finnish!)).toEqual(['1.', '2.', '3.', '4.']);
      expect(await numbers(arabic!)).toEqual(['١.', '٢.', '٣.', '٤.']);
    });

    it('renumbers in the new numerals when its language changes', async () => {
      const wrapper = await fixture(`<div lang="en">${list('type="ordered"')}</div>`);
      const el = wrapper.querySelector('sk-list')!;
      expect(await numberOf(itemsOf(el)[0]!)).toBe('1.');
      wrapper.setAttribute('lang', 'fa');
      await settle();
      expect(await numberOf(itemsOf(el)[0]!)).toBe('۱.');
    });

    it('numbers only its own items, and a nested list its own from 1', async () => {
      const el = await fixture(
        '<sk-list type="ordered"><sk-list-item>One<sk-list type="ordered"><sk-list-item>A</sk-list-item><sk-list-item>B</sk-list-item></sk-list></sk-list-item><sk-list-item>Two</sk-list-item></sk-list>',
      );
      const outer = el as SkList;
      const inner = el.querySelector<SkList>('sk-list sk-list')!;
      expect(outer.items.map((item) => item.firstChild?.textContent)).toEqual(['One', 'Two']);
      expect(await Promise.all(outer.items.map(numberOf))).toEqual(['1.', '2.']);
      expect(await Promise.all(inner.items.map(numberOf))).toEqual(['1.', '2.']);
    });

    it('makes items buttons only while interactive, never in a description list', async () => {
      const el = await fixture<SkList>(list());
      expect(itemsOf(el).some(hasControl)).toBe(false);
      el.interactive = true;
      await settle();
      expect(itemsOf(el).map((item) => controlOf(item).localName)).toEqual(
        fruit.map(() => 'button'),
      );
      expect(controlOf(itemsOf(el)[0]!).getAttribute('type')).toBe('button');
      el.type = 'description';
      await settle();
      expect(itemsOf(el).some(hasControl)).toBe(false);
    });

    it('gives a link its target, and rel="noreferrer noopener" with _blank unless rel is set', async () => {
      const el = await fixture(
        list('', ['Docs', 'Blog'], {
          Docs: 'href="https://example.com/docs" target="_blank"',
          Blog: 'href="https://example.com/blog" target="_blank" rel="me"',
        }),
      );
      const [docs, blog] = itemsOf(el).map(controlOf);
      expect(docs!.getAttribute('href')).toBe('https://example.com/docs');
      expect(docs!.getAttribute('target')).toBe('_blank');
      expect(docs!.getAttribute('rel')).toBe('noreferrer noopener');
      expect(blog!.getAttribute('rel')).toBe('me');
    });

    it('removes the Tab stops it gave links once no longer interactive', async () => {
      const el = await fixture<SkList>(
        list('interactive', ['Profile', 'Security'], {
          Profile: 'href="#profile"',
          Security: 'href="#security"',
        }),
      );
      await settle();
      expect(itemsOf(el).map((item) => controlOf(item).tabIndex)).toEqual([0, -1]);
      el.interactive = false;
      await settle();
      expect(itemsOf(el).map((item) => controlOf(item).tabIndex)).toEqual([0, 0]);
    });

    it('draws rules between items only with divided', async () => {
      const el = await fixture<SkList>(list());
      const borders = (): string[] =>
        itemsOf(el).map((item) => getComputedStyle(item).borderTopStyle);
      expect(borders()).toEqual(['none', 'none', 'none', 'none']);
      el.divided = true;
      await settle();
      expect(borders()).toEqual(['none', 'solid', 'solid', 'solid']);
    });
  });

  describe('events', () => {
    it('fires one click with the item as target when an interactive item is clicked', async () => {
      const { el } = await interactiveList();
      const clicks: EventTarget[] = [];
      el.addEventListener('click', (event) => clicks.push(event.target!));
      await userEvent.click(itemsOf(el)[1]!);
      expect(clicks).toEqual([itemsOf(el)[1]]);
    });

    it('fires one click on Enter and one on Space', async () => {
      const { el } = await interactiveList();
      await userEvent.tab();
      const clicks: EventTarget[] = [];
      el.addEventListener('click', (event) => clicks.push(event.target!));
      await userEvent.keyboard('{Enter}');
      expect(clicks).toEqual([itemsOf(el)[0]]);
      await userEvent.keyboard(' ');
      expect(clicks).toEqual([itemsOf(el)[0], itemsOf(el)[0]]);
    });

    it('passes a click on meta text in the end slot, or on the number, to the item', async () => {
      const el = await fixture(
        '<sk-list interactive type="ordered"><sk-list-item>Report.pdf<span slot="end">2 MB</span></sk-list-item></sk-list>',
      );
      await settle();
      const item = itemsOf(el)[0]!;
      const clicks: EventTarget[] = [];
      const origins: EventTarget[] = [];
      el.addEventListener('click', (event) => {
        clicks.push(event.target!);
        origins.push(event.composedPath()[0]!);
      });
      await userEvent.click(item.querySelector('span')!);
      await userEvent.click(part(item, 'marker'));
      expect(clicks).toEqual([item, item]);
      // The click on the text itself stopped inside the item: only its button's reached out.
      expect(origins).toEqual([controlOf(item), controlOf(item)]);
    });

    it('leaves a click on an action in the end slot to the action', async () => {
      const el = await fixture(
        '<sk-list interactive><sk-list-item>Report.pdf<button slot="end">Delete</button></sk-list-item></sk-list>',
      );
      await settle();
      const clicks: EventTarget[] = [];
      el.addEventListener('click', (event) => clicks.push(event.target!));
      const action = el.querySelector('button')!;
      await userEvent.click(action);
      expect(clicks).toEqual([action]);
    });

    it('fires no click for a disabled item, by pointer, by its end slot or by script', async () => {
      const el = await fixture(
        list('interactive', ['Profile', 'Security'], {
          Profile: 'disabled',
          Security: 'href="#security" disabled',
        }),
      );
      await settle();
      const [profile, security] = itemsOf(el);
      const onClick = vi.fn();
      el.addEventListener('click', onClick);
      controlOf(profile!).click();
      controlOf(security!).click();
      await userEvent.click(security!, { force: true });
      expect(onClick).not.toHaveBeenCalled();
    });

    it('follows a link item on Enter and on Space, as a real link', async () => {
      const el = await fixture(
        list('interactive', ['Profile', 'Security'], {
          Profile: 'href="#profile"',
          Security: 'href="#security"',
        }),
      );
      await settle();
      const followed: string[] = [];
      const onClick = (event: Event): void => {
        const link = event.composedPath()[0] as HTMLAnchorElement;
        followed.push(link.getAttribute('href')!);
        event.preventDefault();
      };
      document.addEventListener('click', onClick);
      try {
        controlOf(itemsOf(el)[0]!).focus();
        await userEvent.keyboard('{Enter}');
        await userEvent.keyboard('{ArrowDown}');
        await userEvent.keyboard(' ');
        expect(followed).toEqual(['#profile', '#security']);
      } finally {
        document.removeEventListener('click', onClick);
      }
    });
  });

  describe('slots', () => {
    it('renders content, start and end, and term only in a description list', async () => {
      const el = await fixture<SkList>(
        '<sk-list><sk-list-item><span slot="start">S</span>Content<span slot="term">T</span><span slot="end">E</span></sk-list-item></sk-list>',
      );
      const item = itemsOf(el)[0]!;
      const assigned = (name: string): string[] =>
        (part(item, name) as HTMLSlotElement).assignedNodes().map((n) => n.textContent!);
      expect(assigned('start')).toEqual(['S']);
      expect(assigned('end')).toEqual(['E']);
      expect(
        part(item, 'content')
          .querySelector<HTMLSlotElement>('slot:not([name])')!
          .assignedNodes()
          .map((n) => n.textContent),
      ).toEqual(['Content']);
      expect(item.shadowRoot!.querySelector('slot[name="term"]')).toBeNull();
      el.type = 'description';
      await settle();
      expect(
        part(item, 'term')
          .querySelector<HTMLSlotElement>('slot')!
          .assignedNodes()
          .map((n) => n.textContent),
      ).toEqual(['T']);
    });

    it('puts start and content inside the button or link, and end beside it', async () => {
      const el = await fixture(
        '<sk-list interactive><sk-list-item><span slot="start">S</span>Content<span slot="end">E</span></sk-list-item></sk-list>',
      );
      await settle();
      const item = itemsOf(el)[0]!;
      const control = controlOf(item);
      expect(control.contains(part(item, 'start'))).toBe(true);
      expect(control.contains(part(item, 'content'))).toBe(true);
      expect(control.contains(part(item, 'end'))).toBe(false);
    });

    it('takes items wrapped in other elements as its own', async () => {
      const el = await fixture<SkList>(
        '<sk-list type="ordered" interactive><div><sk-list-item>A</sk-list-item></div><sk-list-item>B</sk-list-item></sk-list>',
      );
      await settle();
      expect(el.items).toHaveLength(2);
      expect(await numbers(el)).toEqual(['1.', '2.']);
      expect(itemsOf(el).every(hasControl)).toBe(true);
    });
  });

  describe('keyboard', () => {
    it('is one Tab stop, on the first item', async () => {
      const { el, after } = await interactiveList();
      await userEvent.tab();
      expect(focusedItem(el)).toBe('Apple');
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
      await userEvent.tab({ shift: true });
      expect(focusedItem(el)).toBe('Apple');
    });

    it('moves with ArrowDown and ArrowUp, without wrapping, and to the ends with Home and End', async () => {
      const { el } = await interactiveList();
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      expect(focusedItem(el)).toBe('Banana');
      await userEvent.keyboard('{ArrowUp}');
      await userEvent.keyboard('{ArrowUp}');
      expect(focusedItem(el)).toBe('Apple');
      await userEvent.keyboard('{End}');
      expect(focusedItem(el)).toBe('Damson');
      await userEvent.keyboard('{ArrowDown}');
      expect(focusedItem(el)).toBe('Damson');
      await userEvent.keyboard('{Home}');
      expect(focusedItem(el)).toBe('Apple');
    });

    it('keeps the Tab stop on the item last moved to', async () => {
      const { el, after } = await interactiveList();
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
      await userEvent.tab({ shift: true });
      expect(focusedItem(el)).toBe('Banana');
    });

    it('skips disabled items with the arrows, Home and End', async () => {
      const { el } = await interactiveList('', { Apple: 'disabled', Cherry: 'disabled' });
      await userEvent.tab();
      expect(focusedItem(el)).toBe('Banana');
      await userEvent.keyboard('{ArrowDown}');
      expect(focusedItem(el)).toBe('Damson');
      await userEvent.keyboard('{Home}');
      expect(focusedItem(el)).toBe('Banana');
    });

    it('moves to the next item starting with the letters typed', async () => {
      const { el } = await interactiveList();
      await userEvent.tab();
      await userEvent.keyboard('c');
      expect(focusedItem(el)).toBe('Cherry');
    });

    it('matches several letters typed in a row as one prefix', async () => {
      const { el } = await interactiveList('', {}, ['Damask', 'Dahlia', 'Daisy']);
      await userEvent.tab();
      await userEvent.keyboard('dai');
      expect(focusedItem(el)).toBe('Daisy');
    });

    it('matches typed letters against the content only, not the start or end slot', async () => {
      const el = await fixture(
        '<sk-list interactive><sk-list-item><span slot="start">Z</span>Apple</sk-list-item><sk-list-item>Zucchini<span slot="end">Apple</span></sk-list-item></sk-list>',
      );
      await settle();
      controlOf(itemsOf(el)[0]!).focus();
      await userEvent.keyboard('z');
      expect(focusedItem(el)).toBe('Zucchini');
    });

    it('lands on the current item when tabbing in', async () => {
      const { el } = await interactiveList('', { Cherry: 'current' });
      await userEvent.tab();
      expect(focusedItem(el)).toBe('Cherry');
    });

    it('focuses the item with the Tab stop with focus()', async () => {
      const { el } = await interactiveList('', { Apple: 'disabled' });
      el.focus();
      expect(focusedItem(el)).toBe('Banana');
    });

    it('focuses itself with focus() when it is not interactive', async () => {
      const el = await fixture<SkList>(list('tabindex="-1" aria-label="Fruit"'));
      el.focus();
      expect(document.activeElement).toBe(el);
    });

    it('moves the Tab stop to an item made current while focus is elsewhere', async () => {
      const { el, wrapper } = await interactiveList();
      itemsOf(el)[2]!.current = true;
      await settle(wrapper);
      await userEvent.tab();
      expect(focusedItem(el)).toBe('Cherry');
    });

    it('keeps Up and Down in right-to-left text, and leaves Left and Right alone', async () => {
      const wrapper = await fixture(`<div dir="rtl">${list('interactive')}</div>`);
      const el = wrapper.querySelector('sk-list')!;
      await settle();
      controlOf(itemsOf(el)[0]!).focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(focusedItem(el)).toBe('Banana');
      await userEvent.keyboard('{ArrowLeft}');
      await userEvent.keyboard('{ArrowRight}');
      expect(focusedItem(el)).toBe('Banana');
    });

    it('leaves a plain list out of the Tab order, and each link of it in', async () => {
      const wrapper = await fixture(
        `<div><button>Before</button>${list('', fruit, { Banana: 'href="#b"', Cherry: 'href="#c"' })}</div>`,
      );
      const el = wrapper.querySelector('sk-list')!;
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(focusedItem(el)).toBe('Banana');
      await userEvent.tab();
      expect(focusedItem(el)).toBe('Cherry');
    });
  });

  describe('form', () => {
    it('submits nothing and adds nothing to form data when an item is activated', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><input name="city" value="Oslo" aria-label="City">${list('interactive')}</form>`,
      );
      await settle();
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      controlOf(itemsOf(form)[0]!).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(itemsOf(form)[1]!);
      expect(onSubmit).not.toHaveBeenCalled();
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });
  });

  describe('parts and states', () => {
    it('matches :state(current) and :state(disabled)', async () => {
      const el = await fixture(list('', fruit, { Apple: 'current', Banana: 'disabled' }));
      const [apple, banana, cherry] = itemsOf(el);
      expect(apple!.matches(':state(current)')).toBe(true);
      expect(banana!.matches(':state(disabled)')).toBe(true);
      expect(cherry!.matches(':state(current), :state(disabled)')).toBe(false);
    });

    it('marks the current item with a bar in --sk-list-item-current-color', async () => {
      const el = await fixture(
        list('', ['Apple', 'Banana'], {
          Apple: 'current',
          Banana: 'current style="--sk-list-item-current-color: var(--sk-color-status-danger)"',
        }),
      );
      const [apple, banana] = itemsOf(el).map((item) => getComputedStyle(part(item, 'base')));
      expect(apple!.borderLeftStyle).toBe('solid');
      expect(apple!.borderLeftColor).toBe(computedColor('var(--sk-color-interactive)'));
      expect(banana!.borderLeftColor).toBe(computedColor('var(--sk-color-status-danger)'));
    });

    it('colours rules by --sk-list-divider-color', async () => {
      const el = await fixture(
        list('divided style="--sk-list-divider-color: var(--sk-color-status-danger)"'),
      );
      expect(getComputedStyle(itemsOf(el)[1]!).borderTopColor).toBe(
        computedColor('var(--sk-color-status-danger)'),
      );
    });

    it('spaces the row by --sk-list-item-padding-inline and -block', async () => {
      const el = await fixture(
        list('', ['Apple'], {
          Apple: 'style="--sk-list-item-padding-inline: 30px; --sk-list-item-padding-block: 7px"',
        }),
      );
      const base = getComputedStyle(part(itemsOf(el)[0]!, 'base'));
      expect([base.paddingInlineStart, base.paddingBlockStart]).toEqual(['30px', '7px']);
    });

    it('shows --sk-list-item-hover-background under the pointer, on interactive items only', async () => {
      // At once, without the colour transition to wait for.
      await commands.emulateReducedMotion(true);
      const wrapper = await fixture(
        `<div style="--sk-list-item-hover-background: var(--sk-color-status-info-surface)">${list('interactive', ['Apple'])}${list('', ['Banana'])}</div>`,
      );
      await settle();
      const [apple, banana] = itemsOf(wrapper);
      await userEvent.hover(apple!);
      expect(getComputedStyle(part(apple!, 'base')).backgroundColor).toBe(
        computedColor('var(--sk-color-status-info-surface)'),
      );
      await userEvent.hover(banana!);
      expect(getComputedStyle(part(banana!, 'base')).backgroundColor).toBe(
        computedColor('transparent'),
      );
    });

    it('exposes its parts', async () => {
      const el = await fixture(
        '<sk-list type="ordered" interactive><sk-list-item>A</sk-list-item></sk-list>',
      );
      await settle();
      const item = itemsOf(el)[0]!;
      for (const name of ['base', 'marker', 'control', 'start', 'content', 'end']) {
        expect(part(item, name)).toBeTruthy();
      }
      expect(part(el, 'base').querySelector('slot')).toBeTruthy();
    });
  });

  describe('right-to-left', () => {
    it('sets the number and start slot on the right, the end slot on the left', async () => {
      const wrapper = await fixture(
        '<div dir="rtl"><sk-list type="ordered"><sk-list-item><span slot="start">S</span>Content<span slot="end">E</span></sk-list-item></sk-list></div>',
      );
      const item = itemsOf(wrapper)[0]!;
      const x = (el: Element): number => el.getBoundingClientRect().left;
      const start = item.querySelector('[slot="start"]')!;
      const end = item.querySelector('[slot="end"]')!;
      expect(x(part(item, 'marker'))).toBeGreaterThan(x(start));
      expect(x(start)).toBeGreaterThan(x(part(item, 'content')));
      expect(x(part(item, 'content'))).toBeGreaterThan(x(end));
    });

    it('puts the current bar on the right edge', async () => {
      const wrapper = await fixture(`<div dir="rtl">${list('', ['A'], { A: 'current' })}</div>`);
      const base = getComputedStyle(part(itemsOf(wrapper)[0]!, 'base'));
      expect(base.borderRightStyle).toBe('solid');
      expect(base.borderLeftStyle).toBe('none');
    });
  });

  describe('forced colors', () => {
    it('keeps the focus ring, the current bar, disabled text and rules visible in system colours', async () => {
      const { el } = await interactiveList('divided', { Banana: 'current', Cherry: 'disabled' });
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      await userEvent.tab();
      expect(focusedItem(el)).toBe('Banana');
      const [, banana, cherry] = itemsOf(el);
      const base = getComputedStyle(part(banana!, 'base'));
      expect(base.outlineStyle).toBe('solid');
      expect(base.outlineColor).toBe(computedColor('Highlight'));
      expect(base.borderLeftColor).toBe(computedColor('Highlight'));
      expect(getComputedStyle(controlOf(cherry!)).color).toBe(computedColor('GrayText'));
      expect(getComputedStyle(cherry!).borderTopColor).toBe(computedColor('CanvasText'));
    });
  });

  describe('reduced motion', () => {
    it('changes the hover background at once for readers who ask for reduced motion', async () => {
      const el = await fixture(list('interactive'));
      const base = part(itemsOf(el)[0]!, 'base');
      expect(getComputedStyle(base).transitionDuration).not.toBe('0s');
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(base).transitionDuration).toBe('0s');
    });
  });
});

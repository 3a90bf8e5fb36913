import * as icons from '@skerry/icons';
import checkIcon from '@skerry/icons/icons/check.js';
import hourglassIcon from '@skerry/icons/icons/hourglass.js';
import minusIcon from '@skerry/icons/icons/minus.js';
import timerIcon from '@skerry/icons/icons/timer.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { sizes } from '../../base/scales.js';
import { defineElement } from '../../internal/define.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import '../../testing/commands.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import '../button/sk-button.js';
import '../icon-button/sk-icon-button.js';
import { SkIcon } from './icon.js';
import { iconSizes } from './icon.types.js';

/* The icon size tokens keep their short names. */
const iconSizeTokens = { small: 'sm', medium: 'md', large: 'lg', 'x-large': 'xl' } as const;
import './sk-icon.js';

// The real package, with its loader spied on, so a test can count loads or hold one back.
vi.mock('@skerry/icons', { spy: true });
const loadIcon = vi.mocked(icons.loadIcon);

/** An icon's drawing as comparable data: each element with its attributes. */
function drawing(svg: Element | null | undefined): string[] {
  if (!svg) return [];
  return [...svg.querySelectorAll('*')].map((element) =>
    [element.localName, ...[...element.attributes].map((a) => `${a.name}=${a.value}`)].join(' '),
  );
}

/** The drawing of an icon as the package ships it. */
const shipped = (markup: string): string[] =>
  drawing(new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement);

const rendered = (el: Element): SVGSVGElement | null =>
  el.shadowRoot!.querySelector<SVGSVGElement>('svg');

/** Answers `fetch` with these files (URL path → body), and 404 for anything else. */
function serveFiles(files: Record<string, string>) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = files[url.pathname];
    return body === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(body, { headers: { 'content-type': 'image/svg+xml' } });
  });
}

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor"><circle cx="12" cy="12" r="10"/></svg>';

describe('<sk-icon>', () => {
  // The loader's recorded calls need no clearing here: Vitest clears them before each test.
  afterEach(() => vi.restoreAllMocks());

  describe('accessibility', () => {
    it('is decorative without a label: hidden from assistive technology', async () => {
      const el = await fixture('<sk-icon name="download"></sk-icon>');
      expect(el.getAttribute('aria-hidden')).toBe('true');
      expect(el.hasAttribute('role')).toBe(false);
      expect(page.getByRole('img').elements()).toHaveLength(0);
      await expectNoAxeViolations(el);
    });

    it('is an image named by its label, and turns decorative again without it', async () => {
      const el = await fixture<SkIcon>('<sk-icon name="warning" label="Warning"></sk-icon>');
      await expect.element(page.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
      expect(el.getAttribute('role')).toBe('img');
      expect(el.getAttribute('aria-label')).toBe('Warning');
      expect(el.hasAttribute('aria-hidden')).toBe(false);
      await expectNoAxeViolations(el);

      el.label = '';
      await el.updateComplete;
      expect(el.getAttribute('aria-hidden')).toBe('true');
      expect(el.hasAttribute('role')).toBe(false);
      expect(el.hasAttribute('aria-label')).toBe(false);
    });

    it('keeps its name while the drawing is missing', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture('<sk-icon name="no-such-icon" label="Status"></sk-icon>');
      await expect.element(page.getByRole('img', { name: 'Status' })).toBeInTheDocument();
      await expectNoAxeViolations(el);
    });

    it('has no axe violations in every size, from a file, missing, and failed', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      serveFiles({ '/a11y/logo.svg': logo });
      const el = await fixture(`<div>
        ${iconSizes.map((size) => `<sk-icon name="star" size="${size}"></sk-icon><sk-icon name="star" size="${size}" label="Favourite"></sk-icon>`).join('')}
        <sk-icon src="/a11y/logo.svg" label="Skerry"></sk-icon>
        <sk-icon name="no-such-icon"></sk-icon>
        <sk-icon src="/a11y/missing.svg" label="Missing"></sk-icon>
      </div>`);
      await expectNoAxeViolations(el);
    });

    it('inside sk-button and sk-icon-button, leaves their names intact', async () => {
      const el = await fixture(`<div>
        <sk-button><sk-icon slot="start" name="download"></sk-icon>Download</sk-button>
        <sk-button variant="secondary">Next<sk-icon slot="end" name="arrow-right"></sk-icon></sk-button>
        <sk-icon-button label="Close"><sk-icon name="x"></sk-icon></sk-icon-button>
      </div>`);
      await expect
        .element(page.getByRole('button', { name: 'Download', exact: true }))
        .toBeInTheDocument();
      await expect
        .element(page.getByRole('button', { name: 'Next', exact: true }))
        .toBeInTheDocument();
      await expect
        .element(page.getByRole('button', { name: 'Close', exact: true }))
        .toBeInTheDocument();
      for (const icon of el.querySelectorAll('sk-icon')) expect(rendered(icon)).not.toBeNull();
      await expectNoAxeViolations(el);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkIcon>('<sk-icon></sk-icon>');
      expect([el.name, el.src, el.size, el.label]).toEqual(['', '', 'medium', '']);
      expect(el.getAttribute('size')).toBe('medium');
      expect(rendered(el)).toBeNull();
    });

    it('renders the named icon from @skerry/icons', async () => {
      const el = await fixture('<sk-icon name="check"></sk-icon>');
      const svg = rendered(el)!;
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(drawing(svg)).toEqual(shipped(checkIcon));
    });

    it('shows another icon when the name changes, and none when it is cleared', async () => {
      const el = await fixture<SkIcon>('<sk-icon name="plus"></sk-icon>');
      el.name = 'minus';
      await el.updateComplete;
      expect(drawing(rendered(el))).toEqual(shipped(minusIcon));
      el.name = '';
      await el.updateComplete;
      expect(rendered(el)).toBeNull();
    });

    it('loads each icon once, however many elements show it', async () => {
      const wrapper = await fixture(
        `<div>${'<sk-icon name="bell"></sk-icon>'.repeat(6)}<sk-icon name="bell-off"></sk-icon></div>`,
      );
      const late = document.createElement('sk-icon');
      late.name = 'bell';
      wrapper.append(late);
      await settle(wrapper);
      expect(loadIcon.mock.calls.filter(([name]) => name === 'bell')).toHaveLength(1);
      expect(loadIcon.mock.calls.filter(([name]) => name === 'bell-off')).toHaveLength(1);
      for (const el of wrapper.querySelectorAll('sk-icon')) expect(rendered(el)).not.toBeNull();
      // Each element owns its copy of the drawing.
      const [a, b] = wrapper.querySelectorAll('sk-icon');
      expect(rendered(a!)).not.toBe(rendered(b!));
    });

    it('never shows a stale icon when the name changes while the first is loading', async () => {
      let release!: (markup: string) => void;
      loadIcon.mockImplementationOnce(
        (name) =>
          new Promise((resolve) => {
            expect(name).toBe('hourglass');
            release = resolve;
          }),
      );
      // Not through fixture(), which would wait for the load this test holds back.
      const wrapper = await fixture('<div></div>');
      const el = document.createElement('sk-icon');
      el.name = 'hourglass';
      wrapper.append(el);
      await vi.waitFor(() => expect(release).toBeTypeOf('function'));
      el.name = 'timer';
      await el.updateComplete;
      expect(drawing(rendered(el))).toEqual(shipped(timerIcon));

      release(hourglassIcon);
      await new Promise((resolve) => setTimeout(resolve));
      await el.updateComplete;
      expect(drawing(rendered(el))).toEqual(shipped(timerIcon));
    });

    it('renders nothing for an unknown name, with one SK004 warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkIcon>('<sk-icon name="no-such-icon"></sk-icon>');
      expect(rendered(el)).toBeNull();
      expect(el.shadowRoot!.children).toHaveLength(0);
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toMatch(/^\[sk-icon\] SK004: .*"no-such-icon"/);
      expect(message).toContain('https://skerry.design/foundation/icons/api/');
      el.size = 'large';
      await el.updateComplete;
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('sizes itself from the icon size tokens', async () => {
      const wrapper = await fixture(
        `<div>${iconSizes.map((size) => `<sk-icon name="circle-dot" size="${size}"></sk-icon>`).join('')}</div>`,
      );
      for (const [index, el] of [...wrapper.querySelectorAll('sk-icon')].entries()) {
        const probe = document.createElement('div');
        probe.style.width = `var(--sk-size-icon-${iconSizeTokens[iconSizes[index]!]})`;
        document.body.append(probe);
        const box = el.getBoundingClientRect();
        expect(box.width).toBe(probe.getBoundingClientRect().width);
        expect(box.height).toBe(box.width);
        expect(rendered(el)!.getBoundingClientRect().width).toBe(box.width);
        probe.remove();
      }
      expect(
        [...wrapper.querySelectorAll('sk-icon')].map((el) => el.getBoundingClientRect().width),
      ).toEqual([16, 20, 24, 32]);
    });

    it('takes its sizes from the shared size scale', () => {
      expect(iconSizes).toEqual(sizes);
    });

    it('falls back to size="medium" with one SK001 warning for an invalid size', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkIcon>('<sk-icon name="check" size="huge"></sk-icon>');
      expect(el.size).toBe('medium');
      expect(el.getAttribute('size')).toBe('medium');
      expect(el.getBoundingClientRect().width).toBe(20);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^\[sk-icon\] SK001: size="huge" is not one of small, medium, large, x-large; using "medium"/,
      );
      el.setAttribute('size', 'huge');
      await el.updateComplete;
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('treats the sizes before 0.2 (sm, md, lg, xl) as invalid, naming the new ones', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkIcon>('<sk-icon name="check" size="lg"></sk-icon>');
      expect(el.size).toBe('medium');
      expect(String(warn.mock.calls[0]?.[0])).toContain(
        'size="lg" is not one of small, medium, large, x-large',
      );
    });

    it('returns to medium without a warning when the size attribute is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkIcon>('<sk-icon name="check" size="x-large"></sk-icon>');
      expect(el.getBoundingClientRect().width).toBe(32);
      el.removeAttribute('size');
      await el.updateComplete;
      expect(el.size).toBe('medium');
      expect(el.getBoundingClientRect().width).toBe(20);
      expect(warn).not.toHaveBeenCalled();
    });

    it('is drawn in the colour of the text around it', async () => {
      const wrapper = await fixture(
        '<p style="color: var(--sk-color-status-danger)"><sk-icon name="error"></sk-icon></p>',
      );
      const el = wrapper.querySelector('sk-icon')!;
      const stroke = getComputedStyle(rendered(el)!).stroke;
      expect(stroke).toBe(getComputedStyle(wrapper).color);
    });

    it('renders an SVG file from src, fetched once for many elements', async () => {
      const fetch = serveFiles({ '/icons/logo.svg': logo });
      const wrapper = await fixture(
        `<div>${'<sk-icon src="/icons/logo.svg"></sk-icon>'.repeat(3)}</div>`,
      );
      expect(fetch).toHaveBeenCalledTimes(1);
      for (const el of wrapper.querySelectorAll('sk-icon')) {
        expect(drawing(rendered(el))).toEqual(['circle cx=12 cy=12 r=10']);
      }
    });

    it('prefers src over name when both are set', async () => {
      serveFiles({ '/icons/both.svg': logo });
      const el = await fixture('<sk-icon name="check" src="/icons/both.svg"></sk-icon>');
      expect(drawing(rendered(el))).toEqual(['circle cx=12 cy=12 r=10']);
    });

    it('strips scripts, handlers, foreignObject, styles and external references from a file', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      serveFiles({
        '/icons/unsafe.svg': `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">
          <script>alert(2)</script>
          <style>@import url(https://evil.example/x.css);</style>
          <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">HTML</div></foreignObject>
          <defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="p" d="M0 0h4"/></defs>
          <a href="javascript:alert(3)"><circle r="4" onclick="alert(4)"/></a>
          <use href="#p"/>
          <use xlink:href="https://evil.example/sprite.svg#x"/>
          <image href="https://evil.example/track.png" width="1" height="1"/>
          <rect width="4" height="4" fill="url(#g)" style="fill: url(https://evil.example/x)"/>
          <set attributeName="href" to="javascript:alert(5)"/>
          <h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example/frame"/>
        </svg>`,
      });
      const el = await fixture('<sk-icon src="/icons/unsafe.svg"></sk-icon>');
      const svg = rendered(el)!;
      expect(svg).not.toBeNull();
      const markup = svg.outerHTML;
      expect(markup).not.toMatch(/<script|<style|foreignObject|<set|onload|onclick|evil|alert/i);
      expect(svg.querySelector('use')!.getAttribute('href')).toBe('#p');
      expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('url(#g)');
      expect(svg.querySelector('circle')).not.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toMatch(/^\[sk-icon\] SK006: \/icons\/unsafe\.svg contained /);
      for (const part of [
        '<script>',
        'event handler',
        '<foreignObject>',
        'href',
        'url()',
        'outside SVG',
      ]) {
        expect(message).toContain(part);
      }
    });

    it('renders nothing, with one SK005 warning, when the file fails or is not SVG', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      serveFiles({ '/icons/page.svg': '<!doctype html><p>Not an icon</p>' });
      const wrapper = await fixture(
        '<div><sk-icon src="/icons/missing.svg"></sk-icon><sk-icon src="/icons/page.svg"></sk-icon></div>',
      );
      for (const el of wrapper.querySelectorAll('sk-icon')) expect(rendered(el)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(2);
      const [missing, notSvg] = warn.mock.calls.map(([message]) => String(message));
      expect(missing).toMatch(/^\[sk-icon\] SK005: .*\/icons\/missing\.svg.*HTTP 404/);
      expect(notSvg).toMatch(/^\[sk-icon\] SK005: .*\/icons\/page\.svg.*not an SVG image/);
    });

    it('refuses a file that declares entities', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      serveFiles({
        '/icons/entities.svg':
          '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
      });
      const el = await fixture('<sk-icon src="/icons/entities.svg"></sk-icon>');
      expect(rendered(el)).toBeNull();
    });

    it('tries a failed file again for the next element', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fetch = serveFiles({});
      await fixture('<sk-icon src="/icons/later.svg"></sk-icon>');
      fetch.mockRestore();
      serveFiles({ '/icons/later.svg': logo });
      const el = await fixture('<sk-icon src="/icons/later.svg"></sk-icon>');
      expect(rendered(el)).not.toBeNull();
    });
  });

  describe('events', () => {
    it('fires no events of its own; updateComplete resolves once the icon is shown', async () => {
      const el = document.createElement('sk-icon');
      const seen: string[] = [];
      for (const type of ['load', 'error', 'sk-load', 'sk-error']) {
        el.addEventListener(type, () => seen.push(type));
      }
      el.name = 'sparkles';
      document.body.append(el);
      try {
        await el.updateComplete;
        expect(rendered(el)).not.toBeNull();
        expect(seen).toEqual([]);
      } finally {
        el.remove();
      }
    });
  });

  describe('slots', () => {
    it('has no slot: content inside the element is not shown', async () => {
      const el = await fixture('<sk-icon name="check">Done</sk-icon>');
      expect(el.shadowRoot!.querySelector('slot')).toBeNull();
    });

    it('fits the start and end slots of sk-button and the slot of sk-icon-button', async () => {
      const wrapper = await fixture(`<div>
        <sk-button><sk-icon slot="start" name="download" size="small"></sk-icon>Download<sk-icon slot="end" name="chevron-down" size="small"></sk-icon></sk-button>
        <sk-icon-button label="Close"><sk-icon name="x"></sk-icon></sk-icon-button>
      </div>`);
      const button = wrapper.querySelector('sk-button')!;
      // The label part is a slot, which has no box: measure the text it holds.
      const range = document.createRange();
      range.selectNodeContents(
        shadow<HTMLSlotElement>(button, '[part~="label"]').assignedNodes()[0]!,
      );
      const label = range.getBoundingClientRect();
      const [start, end] = button.querySelectorAll('sk-icon');
      expect(start!.assignedSlot?.name).toBe('start');
      expect(end!.assignedSlot?.name).toBe('end');
      expect(start!.getBoundingClientRect().right).toBeLessThanOrEqual(label.left);
      expect(end!.getBoundingClientRect().left).toBeGreaterThanOrEqual(label.right);
      expect(start!.getBoundingClientRect().width).toBe(16);

      const iconButton = wrapper.querySelector('sk-icon-button')!;
      const icon = iconButton.querySelector('sk-icon')!;
      const base = shadow(iconButton, '[part~="base"]').getBoundingClientRect();
      const box = icon.getBoundingClientRect();
      expect(box.width).toBe(20);
      // Centred in the square button.
      expect(Math.abs(box.left + box.width / 2 - (base.left + base.width / 2))).toBeLessThan(1);
      expect(Math.abs(box.top + box.height / 2 - (base.top + base.height / 2))).toBeLessThan(1);
    });
  });

  describe('keyboard', () => {
    it('is never a tab stop, labelled or not', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-icon name="info" label="Information"></sk-icon><sk-icon name="info"></sk-icon><input aria-label="After"></div>',
      );
      const [before, after] = wrapper.querySelectorAll('input');
      before!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
    });
  });

  describe('parts and states', () => {
    it('exposes the drawing as the svg part', async () => {
      const wrapper = await fixture(
        '<div><style>.tinted::part(svg) { color: var(--sk-color-status-success); }</style><sk-icon class="tinted" name="success"></sk-icon></div>',
      );
      const svg = shadow(wrapper.querySelector('sk-icon')!, '[part~="svg"]');
      const probe = document.createElement('div');
      probe.style.color = 'var(--sk-color-status-success)';
      document.body.append(probe);
      expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(probe).color);
      probe.remove();
    });

    it('stays visible in forced colours, drawn in the system text colour', async () => {
      const el = await fixture('<sk-icon name="warning" label="Warning"></sk-icon>');
      await commands.emulateForcedColors(true);
      try {
        expect(matchMedia('(forced-colors: active)').matches).toBe(true);
        const probe = document.createElement('div');
        probe.style.color = 'CanvasText';
        document.body.append(probe);
        const svg = rendered(el)!;
        expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(probe).color);
        expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(el).color);
        expect(svg.getBoundingClientRect().width).toBe(20);
        probe.remove();
      } finally {
        await commands.emulateForcedColors(false);
      }
    });

    it('is a registered, repeat-safe custom element', () => {
      expect(customElements.get('sk-icon')).toBe(SkIcon);
      expect(() => defineElement('sk-icon', class extends SkIcon {})).not.toThrow();
      expect(customElements.get('sk-icon')).toBe(SkIcon);
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { defineElement } from '../../internal/define.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { SkProgressCircle } from './progress-circle.js';
import { progressCircleSizes, progressCircleVariants } from './progress-circle.types.js';
import './sk-progress-circle.js';

const bar = (el: Element): HTMLElement => shadow(el, '[role="progressbar"]');
const indicator = (el: Element): SVGCircleElement =>
  shadow<SVGCircleElement>(el, '[part~="indicator"]');
const track = (el: Element): SVGCircleElement => shadow<SVGCircleElement>(el, '[part~="track"]');
const valueText = (el: Element): string | null => bar(el).getAttribute('aria-valuetext');
/* Intl separates a number from its percent sign with one no-break space or another. */
const spaced = (text: string | null | undefined): string => (text ?? '').replace(/\s/g, ' ');

/** The arc's length as a percentage of the circle: the first number of its dash array. */
const arc = (el: Element): number => parseFloat(getComputedStyle(indicator(el)).strokeDasharray);

/** Every warning logged from now on, as text; the console stays quiet. */
function warnings(): string[] {
  const list: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => {
    list.push(String(message));
  });
  return list;
}

/**
 * Where the point `fraction` of the way along the indicator lies on screen, relative to the
 * circle's centre: `x` grows to the right, `y` downwards.
 */
function pointAlong(el: Element, fraction: number): { x: number; y: number } {
  const circle = indicator(el);
  const point = circle
    .getPointAtLength(circle.getTotalLength() * fraction)
    .matrixTransform(circle.getScreenCTM()!);
  const box = el.getBoundingClientRect();
  return { x: point.x - (box.x + box.width / 2), y: point.y - (box.y + box.height / 2) };
}

describe('<sk-progress-circle>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const variant of progressCircleVariants) {
      it(`has no axe violations as ${variant}, in every size, determinate and not`, async () => {
        const el = await fixture(`<div>
          ${progressCircleSizes
            .map(
              (size) => `
                <sk-progress-circle variant="${variant}" size="${size}" label="Uploading" value="40" show-value></sk-progress-circle>
                <sk-progress-circle variant="${variant}" size="${size}" label="Uploading" value="100"></sk-progress-circle>
                <sk-progress-circle variant="${variant}" size="${size}" label="Loading results"></sk-progress-circle>`,
            )
            .join('')}
        </div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations in right-to-left text, and without a label', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture(`<div dir="rtl" lang="ar">
        <sk-progress-circle label="جارٍ الرفع" value="40" show-value></sk-progress-circle>
        <sk-progress-circle></sk-progress-circle>
      </div>`);
      await expectNoAxeViolations(el);
    });

    it('is a progress bar named by its label, with its bounds, value and percentage', async () => {
      const el = await fixture('<sk-progress-circle label="Uploading report.pdf" value="42">');
      await expect
        .element(page.getByRole('progressbar', { name: 'Uploading report.pdf' }))
        .toBeInTheDocument();
      const node = await accessibleNode(bar(el));
      expect(node.role).toBe('progressbar');
      expect(node.name).toBe('Uploading report.pdf');
      expect(node.properties.busy).toBeUndefined();
      // Chromium's DevTools protocol does not report the value, so the attributes are read.
      expect(bar(el).getAttribute('aria-valuemin')).toBe('0');
      expect(bar(el).getAttribute('aria-valuemax')).toBe('100');
      expect(bar(el).getAttribute('aria-valuenow')).toBe('42');
      expect(valueText(el)).toBe('42%');
    });

    it('carries the percentage of max, not the value, in its value text', async () => {
      const el = await fixture<SkProgressCircle>(
        '<sk-progress-circle label="Copying files" max="8" value="2">',
      );
      expect(bar(el).getAttribute('aria-valuenow')).toBe('2');
      expect(bar(el).getAttribute('aria-valuemax')).toBe('8');
      expect(valueText(el)).toBe('25%');
    });

    it('rounds the percentage down, so an unfinished task never reads 100 %', async () => {
      const el = await fixture<SkProgressCircle>(
        '<sk-progress-circle label="Upload" value="99.7">',
      );
      expect(valueText(el)).toBe('99%');
      el.value = 100;
      await el.updateComplete;
      expect(valueText(el)).toBe('100%');
    });

    it('is busy and has no value while indeterminate', async () => {
      const el = await fixture('<sk-progress-circle label="Loading results">');
      const node = await accessibleNode(bar(el));
      expect(node.role).toBe('progressbar');
      expect(node.name).toBe('Loading results');
      expect(node.properties.busy).toBeTruthy();
      expect(bar(el).getAttribute('aria-busy')).toBe('true');
      for (const attribute of ['aria-valuenow', 'aria-valuetext', 'aria-valuemin']) {
        expect(bar(el).hasAttribute(attribute), attribute).toBe(false);
      }
    });

    it('stops being busy once it has a value, and becomes busy again without one', async () => {
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload">');
      el.value = 10;
      await el.updateComplete;
      expect(bar(el).hasAttribute('aria-busy')).toBe(false);
      expect(valueText(el)).toBe('10%');
      el.removeAttribute('value');
      el.value = null;
      await el.updateComplete;
      expect(bar(el).getAttribute('aria-busy')).toBe('true');
      expect(bar(el).hasAttribute('aria-valuenow')).toBe(false);
    });

    it('formats the percentage in the reader’s language', async () => {
      const wrapper = await fixture(`<div>
        <sk-progress-circle label="Upload" value="42"></sk-progress-circle>
        <sk-progress-circle lang="de" label="Hochladen" value="42"></sk-progress-circle>
        <sk-progress-circle lang="fi" label="Lähetys" value="42"></sk-progress-circle>
        <sk-progress-circle lang="fr" label="Envoi" value="42"></sk-progress-circle>
        <sk-progress-circle lang="sv" label="Uppladdning" value="42"></sk-progress-circle>
        <div lang="ar" dir="rtl"><sk-progress-circle label="الرفع" value="42"></sk-progress-circle></div>
      </div>`);
      const texts = [...wrapper.querySelectorAll('sk-progress-circle')].map((el) =>
        spaced(valueText(el)),
      );
      const arabic = new Intl.NumberFormat('ar', { style: 'percent' }).format(0.42);
      expect(texts).toEqual(['42%', '42 %', '42 %', '42 %', '42 %', spaced(arabic)]);
    });

    it('formats again when the page’s language changes', async () => {
      const wrapper = await fixture(
        '<div lang="en"><sk-progress-circle label="Upload" value="42"></sk-progress-circle></div>',
      );
      const el = wrapper.querySelector('sk-progress-circle')!;
      wrapper.lang = 'de';
      await expect.poll(() => spaced(valueText(el))).toBe('42 %');
    });

    it('is named "Loading" in the reader’s language without a label, with one SK002 warning', async () => {
      const logged = warnings();
      const wrapper = await fixture(`<div>
        <sk-progress-circle value="10"></sk-progress-circle>
        <sk-progress-circle lang="fi"></sk-progress-circle>
      </div>`);
      const [english, finnish] = wrapper.querySelectorAll('sk-progress-circle');
      expect((await accessibleNode(bar(english!))).name).toBe('Loading');
      expect((await accessibleNode(bar(finnish!))).name).toBe('Ladataan');
      expect(logged.filter((m) => m.includes('SK002'))).toHaveLength(2);
      expect(logged[0]).toContain('[sk-progress-circle] SK002');
      expect(logged[0]).toContain('label');
      expect(logged[0]).toContain('https://skerry.design/core-components/progress-circle/api/');
    });

    it('warns about a missing label once, and not at all with one', async () => {
      const logged = warnings();
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload">');
      expect(logged).toEqual([]);
      el.label = ' ';
      await el.updateComplete;
      el.label = '';
      await el.updateComplete;
      expect(logged).toHaveLength(1);
      expect((await accessibleNode(bar(el))).name).toBe('Loading');
    });
  });

  describe('properties', () => {
    it('has documented defaults: indeterminate, max 100, info, medium', async () => {
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload">');
      expect(el.value).toBeNull();
      expect(el.max).toBe(100);
      expect(el.label).toBe('Upload');
      expect(el.showValue).toBe(false);
      expect(el.variant).toBe('info');
      expect(el.size).toBe('medium');
    });

    it('reads its attributes as numbers, and reflects variant, size and show-value', async () => {
      const el = await fixture<SkProgressCircle>(
        '<sk-progress-circle label="Upload" value="3" max="12">',
      );
      expect([el.value, el.max]).toEqual([3, 12]);
      el.variant = 'success';
      el.size = 'large';
      el.showValue = true;
      await el.updateComplete;
      expect(el.getAttribute('variant')).toBe('success');
      expect(el.getAttribute('size')).toBe('large');
      expect(el.hasAttribute('show-value')).toBe(true);
    });

    it('draws an arc as long as the percentage done', async () => {
      const el = await fixture<SkProgressCircle>(
        '<sk-progress-circle label="Upload" value="0" max="200">',
      );
      await commands.emulateReducedMotion(true);
      expect(arc(el)).toBe(0);
      for (const [value, percent] of [
        [50, 25],
        [150, 75],
        [200, 100],
      ] as const) {
        el.value = value;
        await el.updateComplete;
        expect(arc(el)).toBe(percent);
      }
    });

    it('takes the value from script as a number or a numeric string', async () => {
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload">');
      (el as unknown as { value: string }).value = '30';
      await el.updateComplete;
      expect(valueText(el)).toBe('30%');
    });

    for (const [value, shown, percent] of [
      ['150', '100', '100%'],
      ['-20', '0', '0%'],
    ] as const) {
      it(`shows value="${value}" at the nearer end, ${shown}, with one SK019 warning`, async () => {
        const logged = warnings();
        const el = await fixture<SkProgressCircle>(
          `<sk-progress-circle label="Upload" value="${value}">`,
        );
        expect(bar(el).getAttribute('aria-valuenow')).toBe(shown);
        expect(valueText(el)).toBe(percent);
        expect(el.matches(':state(indeterminate)')).toBe(false);
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('[sk-progress-circle] SK019');
        expect(logged[0]).toContain(`value="${value}"`);
        expect(logged[0]).toContain('https://skerry.design/core-components/progress-circle/api/');
        // The property keeps what was set, so a larger max set afterwards shows it.
        expect(el.value).toBe(Number(value));
      });
    }

    it('shows a value above max again once max grows past it', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload" value="150">');
      el.max = 300;
      await el.updateComplete;
      expect(valueText(el)).toBe('50%');
    });

    for (const value of ['many', '']) {
      it(`shows value="${value}" as indeterminate, with one SK019 warning, never throwing`, async () => {
        const logged = warnings();
        const el = await fixture<SkProgressCircle>(
          `<sk-progress-circle label="Upload" value="${value}">`,
        );
        expect(el.matches(':state(indeterminate)')).toBe(true);
        expect(bar(el).getAttribute('aria-busy')).toBe('true');
        expect(bar(el).hasAttribute('aria-valuenow')).toBe(false);
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('[sk-progress-circle] SK019');
        expect(logged[0]).toContain(`value="${value}"`);
      });
    }

    for (const max of ['lots', '0', '-5']) {
      it(`replaces max="${max}" by 100, with one SK019 warning`, async () => {
        const logged = warnings();
        const el = await fixture<SkProgressCircle>(
          `<sk-progress-circle label="Upload" value="30" max="${max}">`,
        );
        expect(bar(el).getAttribute('aria-valuemax')).toBe('100');
        expect(valueText(el)).toBe('30%');
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('[sk-progress-circle] SK019');
        expect(logged[0]).toContain(`max="${max}"`);
      });
    }

    it('never throws for values of the wrong type set from script', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload">');
      for (const value of [NaN, Infinity, -Infinity, {}, [], 'x', true]) {
        (el as unknown as { value: unknown }).value = value;
        (el as unknown as { max: unknown }).max = value;
        await el.updateComplete;
        expect(bar(el).getAttribute('role')).toBe('progressbar');
      }
    });

    for (const [attribute, fallback] of [
      ['variant', 'info'],
      ['size', 'medium'],
    ] as const) {
      it(`falls back to ${attribute}="${fallback}" with one SK001 warning for an invalid value`, async () => {
        const logged = warnings();
        const el = await fixture<SkProgressCircle>(
          `<sk-progress-circle label="Upload" ${attribute}="bogus">`,
        );
        expect(el[attribute]).toBe(fallback);
        expect(el.getAttribute(attribute)).toBe(fallback);
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('[sk-progress-circle] SK001');
        expect(logged[0]).toContain(`${attribute}="bogus"`);
      });
    }

    it('restores every default silently when an attribute is removed', async () => {
      const logged = warnings();
      const el = await fixture<SkProgressCircle>(
        '<sk-progress-circle label="Upload" value="30" max="60" variant="danger" size="large" show-value>',
      );
      for (const attribute of ['value', 'max', 'variant', 'size', 'show-value']) {
        el.removeAttribute(attribute);
      }
      await el.updateComplete;
      expect([el.value, el.max, el.variant, el.size, el.showValue]).toEqual([
        null,
        100,
        'info',
        'medium',
        false,
      ]);
      expect(el.matches(':state(indeterminate)')).toBe(true);
      expect(logged).toEqual([]);
    });

    it('grows with size, and takes any diameter from --sk-progress-circle-size', async () => {
      const wrapper = await fixture(`<div>
        ${progressCircleSizes.map((s) => `<sk-progress-circle label="Upload" size="${s}"></sk-progress-circle>`).join('')}
        <sk-progress-circle label="Upload" style="--sk-progress-circle-size: 7rem"></sk-progress-circle>
      </div>`);
      const boxes = [...wrapper.querySelectorAll('sk-progress-circle')].map((el) =>
        el.getBoundingClientRect(),
      );
      for (const box of boxes) expect(box.width).toBe(box.height);
      expect(boxes[0]!.width).toBeLessThan(boxes[1]!.width);
      expect(boxes[1]!.width).toBeLessThan(boxes[2]!.width);
      expect(boxes[3]!.width).toBe(
        7 * parseFloat(getComputedStyle(document.documentElement).fontSize),
      );
    });

    it('colours the arc by variant from the status tokens, and the default as info', async () => {
      const wrapper = await fixture(`<div>
        ${progressCircleVariants.map((v) => `<sk-progress-circle label="Upload" value="50" variant="${v}"></sk-progress-circle>`).join('')}
        <sk-progress-circle label="Upload" value="50"></sk-progress-circle>
      </div>`);
      const strokes = [...wrapper.querySelectorAll('sk-progress-circle')].map(
        (el) => getComputedStyle(indicator(el)).stroke,
      );
      expect(new Set(strokes.slice(0, -1)).size).toBe(progressCircleVariants.length);
      expect(strokes[0]).toBe(computedColor('var(--sk-color-status-info)'));
      expect(strokes[1]).toBe(computedColor('var(--sk-color-status-success)'));
      expect(strokes[3]).toBe(computedColor('var(--sk-color-status-danger)'));
      expect(strokes.at(-1)).toBe(strokes[0]);
    });

    it('shows the percentage in the middle with show-value, hidden from screen readers', async () => {
      const el = await fixture<SkProgressCircle>(
        '<sk-progress-circle label="Upload" value="42" lang="de" show-value>',
      );
      const value = shadow(el, '[part~="value"]');
      expect(spaced(value.textContent)).toBe('42 %');
      expect(value.getAttribute('aria-hidden')).toBe('true');
      expect(value.getBoundingClientRect().width).toBeGreaterThan(0);
      // Centred in the circle, and inside the track.
      const box = el.getBoundingClientRect();
      const text = value.getBoundingClientRect();
      expect(Math.abs(text.x + text.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(1);
      expect(Math.abs(text.y + text.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(1);
      expect(text.width).toBeLessThan(
        box.width - 2 * parseFloat(getComputedStyle(track(el)).strokeWidth),
      );
    });

    it('shows no percentage without show-value, while indeterminate, or at the small size', async () => {
      const wrapper = await fixture(`<div>
        <sk-progress-circle label="Upload" value="42"></sk-progress-circle>
        <sk-progress-circle label="Upload" show-value></sk-progress-circle>
        <sk-progress-circle label="Upload" value="42" show-value size="small"></sk-progress-circle>
      </div>`);
      for (const el of wrapper.querySelectorAll('sk-progress-circle')) {
        expect(shadow(el, '[part~="value"]').getBoundingClientRect().width).toBe(0);
      }
    });
  });

  describe('events', () => {
    it('fires no event of its own as the value changes or the task completes', async () => {
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload" value="0">');
      const seen: string[] = [];
      for (const type of ['input', 'change', 'sk-after-close', 'sk-close', 'sk-open']) {
        el.addEventListener(type, () => seen.push(type));
      }
      el.value = 50;
      await el.updateComplete;
      el.value = 100;
      await el.updateComplete;
      el.value = null;
      await el.updateComplete;
      expect(seen).toEqual([]);
    });
  });

  describe('slots', () => {
    it('has no slot: content inside it is not shown, so the label names it', async () => {
      const el = await fixture(
        '<sk-progress-circle label="Upload" value="5">Extra</sk-progress-circle>',
      );
      expect(el.shadowRoot!.querySelector('slot')).toBeNull();
      expect((await accessibleNode(bar(el))).name).toBe('Upload');
    });
  });

  describe('keyboard', () => {
    it('is no tab stop: Tab moves past it', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-progress-circle label="Upload" value="5"></sk-progress-circle><input aria-label="After"></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelectorAll('input')[1]);
    });
  });

  describe('form', () => {
    it('adds nothing to the form data', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><input name="city" value="Oslo" aria-label="City"><sk-progress-circle name="p" label="Upload" value="5"></sk-progress-circle></form>',
      );
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });
  });

  describe('parts and states', () => {
    it('exposes the base, track, indicator and value parts', async () => {
      const el = await fixture('<sk-progress-circle label="Upload" value="5" show-value>');
      for (const part of ['base', 'track', 'indicator', 'value']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
      expect(bar(el).getAttribute('part')).toBe('base');
    });

    it('matches :state(indeterminate) while it has no usable value', async () => {
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload">');
      expect(el.matches(':state(indeterminate)')).toBe(true);
      el.value = 0;
      await el.updateComplete;
      expect(el.matches(':state(indeterminate)')).toBe(false);
    });

    it('takes its colours and track width from its custom properties', async () => {
      const el = await fixture(
        '<sk-progress-circle label="Upload" value="5" style="--sk-progress-circle-track-color: var(--sk-color-status-warning); --sk-progress-circle-indicator-color: var(--sk-color-text); --sk-progress-circle-track-width: var(--sk-space-2)">',
      );
      expect(getComputedStyle(track(el)).stroke).toBe(
        computedColor('var(--sk-color-status-warning)'),
      );
      expect(getComputedStyle(indicator(el)).stroke).toBe(computedColor('var(--sk-color-text)'));
      expect(getComputedStyle(indicator(el)).strokeWidth).toBe('8px');
      expect(getComputedStyle(track(el)).strokeWidth).toBe('8px');
    });

    it('keeps the whole stroke inside its box at every size', async () => {
      const wrapper = await fixture(
        `<div>${progressCircleSizes.map((s) => `<sk-progress-circle label="Upload" value="100" size="${s}"></sk-progress-circle>`).join('')}</div>`,
      );
      for (const el of wrapper.querySelectorAll('sk-progress-circle')) {
        const width = parseFloat(getComputedStyle(track(el)).strokeWidth);
        const { x } = pointAlong(el, 0.25);
        expect(Math.abs(x + width / 2 - el.getBoundingClientRect().width / 2)).toBeLessThan(0.5);
      }
    });

    it('spins a quarter arc while indeterminate, and settles when a value arrives', async () => {
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload">');
      const svg = shadow(el, 'svg');
      expect(svg.getAnimations()).toHaveLength(1);
      expect(arc(el)).toBe(25);
      el.value = 60;
      await el.updateComplete;
      expect(svg.getAnimations()).toHaveLength(0);
    });

    it('is a registered, repeat-safe custom element', () => {
      expect(customElements.get('sk-progress-circle')).toBe(SkProgressCircle);
      expect(() =>
        defineElement('sk-progress-circle', class extends SkProgressCircle {}),
      ).not.toThrow();
      expect(customElements.get('sk-progress-circle')).toBe(SkProgressCircle);
    });
  });

  describe('reduced motion', () => {
    it('stops spinning and shows a still ring of dashes that reads as no value', async () => {
      const el = await fixture('<sk-progress-circle label="Loading results">');
      await commands.emulateReducedMotion(true);
      const svg = shadow(el, 'svg');
      expect(getComputedStyle(svg).animationName).toBe('none');
      expect(svg.getAnimations()).toHaveLength(0);
      expect(getComputedStyle(svg).rotate).toBe('-90deg');
      expect(getComputedStyle(indicator(el)).strokeDasharray).toBe('9.5px, 3px');
      await commands.emulateReducedMotion(false);
      expect(svg.getAnimations()).toHaveLength(1);
    });

    it('moves the arc to a new value at once', async () => {
      const el = await fixture<SkProgressCircle>('<sk-progress-circle label="Upload" value="10">');
      expect(getComputedStyle(indicator(el)).transitionProperty).toBe('stroke-dasharray');
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(indicator(el)).transitionProperty).toBe('none');
      el.value = 80;
      await el.updateComplete;
      expect(indicator(el).getAnimations()).toHaveLength(0);
      expect(arc(el)).toBe(80);
    });
  });

  describe('forced colors', () => {
    it('draws every variant in system colours: the arc in CanvasText, the track in GrayText', async () => {
      const wrapper = await fixture(
        `<div>${progressCircleVariants.map((v) => `<sk-progress-circle label="Upload" value="50" variant="${v}" show-value></sk-progress-circle>`).join('')}</div>`,
      );
      await commands.emulateForcedColors(true);
      expect(computedColor('CanvasText')).not.toBe(computedColor('GrayText'));
      for (const el of wrapper.querySelectorAll('sk-progress-circle')) {
        expect(getComputedStyle(indicator(el)).stroke).toBe(computedColor('CanvasText'));
        expect(getComputedStyle(track(el)).stroke).toBe(computedColor('GrayText'));
        expect(getComputedStyle(shadow(el, '[part~="value"]')).color).toBe(
          computedColor('CanvasText'),
        );
      }
    });
  });

  describe('right-to-left', () => {
    it('starts at twelve o’clock and fills clockwise, in both directions', async () => {
      const wrapper = await fixture(`<div>
        <div dir="ltr"><sk-progress-circle label="Upload" value="25"></sk-progress-circle></div>
        <div dir="rtl" lang="ar"><sk-progress-circle label="الرفع" value="25"></sk-progress-circle></div>
      </div>`);
      await settle();
      for (const el of wrapper.querySelectorAll('sk-progress-circle')) {
        const start = pointAlong(el, 0);
        const early = pointAlong(el, 0.1);
        const quarter = pointAlong(el, 0.25);
        // The start is straight above the centre.
        expect(Math.abs(start.x)).toBeLessThan(0.5);
        expect(start.y).toBeLessThan(0);
        // A tenth of the way it is up and to the right; a quarter, at three o'clock.
        expect(early.x).toBeGreaterThan(0);
        expect(early.y).toBeLessThan(0);
        expect(quarter.x).toBeGreaterThan(0);
        expect(Math.abs(quarter.y)).toBeLessThan(0.5);
        // The dash begins at the start of the circle.
        expect(parseFloat(getComputedStyle(indicator(el)).strokeDashoffset)).toBe(0);
      }
    });
  });
});

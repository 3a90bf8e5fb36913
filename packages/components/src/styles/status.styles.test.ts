import tokensCss from '@skerry/tokens/tokens.css?raw';
import { css, html, LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { statusVariants, type StatusVariant } from '../base/scales.js';
import { defineElement } from '../internal/define.js';
import '../testing/commands.js';
import { fixture, shadow } from '../testing/fixture.js';
import { statusStyles } from './status.styles.js';
import { computedColor } from '../testing/colors.js';

/* A feedback element as alert, badge and tag use the sheet: the parts read the private colours. */
class TestStatus extends LitElement {
  static override styles = [
    statusStyles,
    css`
      [part~='base'] {
        color: var(--_sk-status-fg);
        background-color: var(--_sk-status-bg);
        border: 1px solid var(--_sk-status-border);
      }
      [part~='icon'] {
        fill: var(--_sk-status-accent);
      }
    `,
  ];

  @property({ reflect: true }) variant?: StatusVariant;

  protected override render(): TemplateResult {
    return html`<div part="base"><svg part="icon"></svg>Saved</div>`;
  }
}
defineElement('sk-test-status', TestStatus);

function shown(el: Element) {
  const base = getComputedStyle(shadow(el, '[part~="base"]'));
  return {
    fg: base.color,
    bg: base.backgroundColor,
    border: base.borderInlineStartColor,
    accent: getComputedStyle(shadow(el, '[part~="icon"]')).fill,
  };
}

const expected: Record<StatusVariant, { bg: string; border: string; accent: string }> = {
  info: {
    bg: '--sk-color-status-info-surface',
    border: '--sk-color-status-info',
    accent: '--sk-color-status-info',
  },
  success: {
    bg: '--sk-color-status-success-surface',
    border: '--sk-color-status-success',
    accent: '--sk-color-status-success',
  },
  warning: {
    bg: '--sk-color-status-warning-surface',
    border: '--sk-color-status-warning',
    accent: '--sk-color-status-warning',
  },
  danger: {
    bg: '--sk-color-status-danger-surface',
    border: '--sk-color-status-danger',
    accent: '--sk-color-status-danger',
  },
  neutral: {
    bg: '--sk-color-surface-subtle',
    border: '--sk-color-border-strong',
    accent: '--sk-color-text-subtle',
  },
};

describe('status styles', () => {
  it('lists the five status variants', () => {
    expect(statusVariants).toEqual(['info', 'success', 'warning', 'danger', 'neutral']);
  });

  it('reads only tokens that exist', () => {
    const tokens = new Set(tokensCss.match(/--sk-[\w-]+(?=\s*:)/g));
    const used = [...new Set(statusStyles.cssText.match(/--sk-[\w-]+/g))];
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !tokens.has(name))).toEqual([]);
  });

  for (const theme of ['light', 'dark', 'high-contrast']) {
    it(`gives each variant its status colours in the ${theme} theme`, async () => {
      const wrapper = await fixture(
        `<div data-sk-theme="${theme}">${statusVariants.map((v) => `<sk-test-status variant="${v}"></sk-test-status>`).join('')}</div>`,
      );
      const inTheme = (token: string): string => {
        const probe = document.createElement('div');
        probe.style.color = `var(${token})`;
        wrapper.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      };
      const elements = [...wrapper.querySelectorAll('sk-test-status')];
      expect(elements.map(shown)).toEqual(
        statusVariants.map((variant) => ({
          fg: inTheme('--sk-color-text'),
          bg: inTheme(expected[variant].bg),
          border: inTheme(expected[variant].border),
          accent: inTheme(expected[variant].accent),
        })),
      );
      // Each variant is told apart from the others (in high contrast by its border alone).
      const looks = elements.map((el) => `${shown(el).bg} ${shown(el).border}`);
      expect(new Set(looks).size).toBe(statusVariants.length);
    });
  }

  it('is neutral without a variant, and again when the variant is removed', async () => {
    const el = await fixture<TestStatus>('<sk-test-status></sk-test-status>');
    const neutral = await fixture<TestStatus>(
      '<sk-test-status variant="neutral"></sk-test-status>',
    );
    expect(shown(el)).toEqual(shown(neutral));
    el.variant = 'danger';
    await el.updateComplete;
    expect(shown(el).bg).toBe(computedColor('var(--sk-color-status-danger-surface)'));
    el.removeAttribute('variant');
    await el.updateComplete;
    expect(shown(el)).toEqual(shown(neutral));
  });

  it('uses system colours in forced-colors mode for every variant, accents included', async () => {
    const wrapper = await fixture(
      `<div>${statusVariants.map((v) => `<sk-test-status variant="${v}"></sk-test-status>`).join('')}<sk-test-status></sk-test-status></div>`,
    );
    await commands.emulateForcedColors(true);
    try {
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const text = computedColor('CanvasText');
      for (const el of wrapper.querySelectorAll('sk-test-status')) {
        const host = getComputedStyle(el);
        expect(host.getPropertyValue('--_sk-status-border').trim()).toBe('CanvasText');
        expect(host.getPropertyValue('--_sk-status-bg').trim()).toBe('Canvas');
        const colours = shown(el);
        expect([colours.fg, colours.border, colours.accent]).toEqual([text, text, text]);
      }
    } finally {
      await commands.emulateForcedColors(false);
    }
  });
});

import { html, type TemplateResult } from 'lit';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SkElement } from '../base/sk-element.js';
import { defineElement } from '../internal/define.js';
import { popupStyles } from '../styles/popup.styles.js';
import { tooltipStyles } from '../styles/tooltip.styles.js';
import { fixture, shadow } from '../testing/fixture.js';
import { TooltipController } from './tooltip-controller.js';

/*
 * A tooltip as a browser without `popover="hint"` and without anchor positioning shows it: a
 * `manual` popover placed by coordinates, which the platform never closes on Escape.
 */
class TestTooltip extends SkElement {
  static override styles = [popupStyles, tooltipStyles];

  readonly tooltip = new TooltipController(this, {
    anchor: () => this.renderRoot.querySelector<HTMLElement>('button'),
    tooltip: () => this.renderRoot.querySelector<HTMLElement>('.tooltip'),
    strategy: 'coordinates',
  });

  protected override render(): TemplateResult {
    return html`<button aria-label="Save">S</button>
      <span class="popup tooltip" popover="manual" aria-hidden="true">Save</span>`;
  }
}
defineElement('sk-test-tooltip', TestTooltip);

const tip = (el: Element): HTMLElement => shadow(el, '.tooltip');
const shown = (el: Element): boolean => tip(el).matches(':popover-open');

describe('TooltipController', () => {
  it('shows on hover above its anchor, placed by coordinates, and hides on leave', async () => {
    const wrapper = await fixture(
      `<div style="padding: 80px"><button>Elsewhere</button><sk-test-tooltip></sk-test-tooltip></div>`,
    );
    const el = wrapper.querySelector('sk-test-tooltip')!;
    await userEvent.hover(el);
    expect(shown(el)).toBe(true);
    await expect.poll(() => tip(el).style.top).not.toBe('');
    const anchor = shadow(el, 'button').getBoundingClientRect();
    expect(tip(el).getBoundingClientRect().bottom).toBeCloseTo(anchor.top - 4, 0);

    await userEvent.hover(wrapper.querySelector('button')!);
    expect(shown(el)).toBe(false);
  });

  it('shows on keyboard focus and hides when focus leaves', async () => {
    const wrapper = await fixture(
      `<div><input aria-label="Before"><sk-test-tooltip></sk-test-tooltip><input aria-label="After"></div>`,
    );
    const el = wrapper.querySelector('sk-test-tooltip')!;
    wrapper.querySelector('input')!.focus();
    await userEvent.tab();
    expect(shown(el)).toBe(true);
    await userEvent.tab();
    expect(shown(el)).toBe(false);
  });

  it('hides a manual popover with Escape, and only it, inside a modal dialog', async () => {
    const wrapper = await fixture(
      `<div><button id="opener">Open dialog</button>
        <dialog aria-label="Dialog"><input aria-label="First"><sk-test-tooltip></sk-test-tooltip></dialog></div>`,
    );
    const dialog = wrapper.querySelector('dialog')!;
    const el = wrapper.querySelector('sk-test-tooltip')!;
    wrapper.querySelector('#opener')!.addEventListener('click', () => dialog.showModal());
    await userEvent.click(wrapper.querySelector('#opener')!);
    await userEvent.tab();
    expect(shown(el)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(shown(el)).toBe(false);
    expect(dialog.open).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog.open).toBe(false);
  });
});

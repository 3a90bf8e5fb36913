import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { TooltipController } from '../../controllers/tooltip-controller.js';
import { DEV } from '../../internal/dev.js';
import { SkButton } from '../button/button.js';
import type { ButtonVariant } from '../button/button.types.js';
import { iconButtonStyles } from './icon-button.styles.js';

/**
 * @summary A button that shows only an icon; its `label` names it for assistive technology and
 * appears as a tooltip on hover and keyboard focus.
 * @tag sk-icon-button
 * @status stable
 * @since 0.1.0
 *
 * @slot - The icon, usually an `<svg>`; it is decorative, since `label` names the button.
 *
 * @csspart base - The native `<button>`, or `<a>` when `href` is set.
 * @csspart tooltip - The visible label shown on hover and keyboard focus, in the top layer so no
 * `overflow: hidden` ancestor clips it; above the button, or below it at the top of the viewport.
 * @csspart spinner - The loading indicator.
 *
 * @cssproperty --sk-button-background - The background colour of the button.
 * @cssproperty --sk-button-color - The icon colour of the button.
 * @cssproperty --sk-button-border-color - The border colour of the button.
 * @cssproperty --sk-button-radius - The corner radius of the button.
 *
 * @cssstate disabled - The button is disabled, by its attribute or a disabled `<fieldset>`.
 *
 * @event {MouseEvent} click - Fired when the button is activated by pointer, Enter or Space; never while
 * disabled or loading.
 */
export class SkIconButton extends SkButton {
  static override styles = [...SkButton.styles, ...iconButtonStyles];

  /* Escape hides the tooltip until the pointer leaves and focus moves (WCAG 1.4.13). */
  private readonly tooltip = new TooltipController(this, {
    anchor: () => this.renderRoot.querySelector<HTMLElement>('[part~="base"]'),
    tooltip: () => this.renderRoot.querySelector<HTMLElement>('[part~="tooltip"]'),
  });

  /** The accessible name and tooltip text, such as "Close" or "Copy link". Required. */
  @property() label = '';

  /** The visual weight; icon-only buttons are quiet (`tertiary`) unless they are the main action. */
  @property({ reflect: true }) override variant: ButtonVariant = 'tertiary';

  protected override readonly defaultVariant: ButtonVariant = 'tertiary';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (DEV && changed.has('label') && !this.label.trim()) {
      this.warn(
        'SK002',
        'An icon-only button needs a label attribute, which names it for screen readers and shows as its tooltip.',
      );
    }
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    const label = this.label.trim();
    const content = html`
      <slot></slot>
      ${this.loading ? html`<span part="spinner" class="spinner"></span>` : nothing}
    `;
    return html`${this.renderBase(content, label || undefined)}
    ${
      label
        ? html`<span part="tooltip" class="popup tooltip" popover="hint" aria-hidden="true"
            >${label}</span
          >`
        : nothing
    }
    ${this.renderStatus()}`;
  }
}

import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkFormAssociated } from '../../base/sk-form-associated.js';
import { activateForm } from '../../internal/form-activation.js';
import { buttonTypes, type ButtonType } from '../button/button.types.js';
import { inlineButtonStyles } from './inline-button.styles.js';

/**
 * @summary A button that sits in running text — "Show more", "Undo" — and takes the font of
 * the sentence around it. For navigation inside text, use a link.
 * @tag sk-inline-button
 * @status stable
 * @since 0.1.0
 *
 * @slot - The button's text.
 *
 * @csspart base - The native `<button>`.
 *
 * @cssproperty --sk-inline-button-color - The text colour.
 * @cssproperty --sk-inline-button-color-hover - The text colour on hover.
 *
 * @cssstate disabled - The button is disabled, by its attribute or a disabled `<fieldset>`.
 *
 * @event {MouseEvent} click - Fired when the button is activated by pointer, Enter or Space; never while
 * disabled.
 */
export class SkInlineButton extends SkFormAssociated {
  static override styles = inlineButtonStyles;
  static override shadowRootOptions: ShadowRootInit = {
    ...SkFormAssociated.shadowRootOptions,
    delegatesFocus: true,
  };

  /** What the button does in its form: `submit` it, `reset` it, or nothing (`button`). */
  @property({ reflect: true }) type: ButtonType = 'button';

  constructor() {
    super();
    // On the host, so `button.click()` from script acts on the form as a user's click does.
    this.addEventListener('click', () => {
      activateForm(this.form, this.type, this.name, this.value);
    });
  }

  /** An inline button contributes to form data only as the submitter. */
  protected override formValue(): null {
    return null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('type')) {
      this.type = this.allowedValue('type', this.type, buttonTypes, 'button');
    }
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    return html`<button part="base" class="focus-ring" type="button" ?disabled=${this.isDisabled}>
      <slot></slot>
    </button>`;
  }
}

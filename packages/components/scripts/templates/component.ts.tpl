import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { __camel__Styles } from './__name__.styles.js';
import { __camel__Variants, type __Pascal__Variant } from './__name__.types.js';

// TODO(new:component): describe the component in the header below — the summary, then every
// slot, part, custom property, custom state and event it has. The API page is generated from it.
// Extend SkFormControl instead of SkElement if it is a form control.
/**
 * @summary Shows its content in a box drawn from the design tokens.
 * @tag __tag__
 * @status beta
 * @since __version__
 *
 * @slot - The content.
 *
 * @csspart base - The box around the content.
 *
 * @cssproperty --sk-__name__-background - The background colour of the box.
 * @cssproperty --sk-__name__-color - The text colour of the box.
 */
export class Sk__Pascal__ extends SkElement {
  static override styles = __camel__Styles;

  /** The look of the box: `neutral` on the page's surface, `subtle` set slightly apart from it. */
  @property({ reflect: true }) variant: __Pascal__Variant = 'neutral';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant')) {
      this.variant = this.allowedValue('variant', this.variant, __camel__Variants, 'neutral');
    }
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    return html`<div part="base" class=${this.variant}><slot></slot></div>`;
  }
}

/**
 * The Lit floor of the peer bench: the floor's elements (`floor.ts`), the same stylesheets and
 * shadow trees, written as the least a Lit component can be: static styles, a template, and the
 * label and hint as reactive properties from their attributes. Its distance to the framework-free
 * floor is what Lit itself costs, which every Lit library (Skerry, Shoelace, Web Awesome, Material,
 * Spectrum) pays before its own work. Bundled into the Lit floor's bench page only.
 */
import { LitElement, html, unsafeCSS } from 'lit';
import { floorStyles } from './floor-styles.ts';

const shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true };

class LitFloorButton extends LitElement {
  static override shadowRootOptions = shadowRootOptions;
  static override styles = unsafeCSS(floorStyles.button);

  override render() {
    return html`<button type="button"><slot></slot></button>`;
  }
}

class LitFloorCheckbox extends LitElement {
  static override shadowRootOptions = shadowRootOptions;
  static override styles = unsafeCSS(floorStyles.checkbox);
  static override properties = { label: {} };
  declare label: string | undefined;

  override render() {
    return html`<label><input type="checkbox" /><span>${this.label}</span></label>`;
  }
}

class LitFloorInput extends LitElement {
  static override shadowRootOptions = shadowRootOptions;
  static override styles = unsafeCSS(floorStyles.input);
  static override properties = { label: {}, hint: {} };
  declare label: string | undefined;
  declare hint: string | undefined;

  override render() {
    return html`<label for="control">${this.label}</label>
      <input id="control" aria-describedby="hint" />
      <div id="hint">${this.hint}</div>`;
  }
}

customElements.define('lit-floor-button', LitFloorButton);
customElements.define('lit-floor-checkbox', LitFloorCheckbox);
customElements.define('lit-floor-input', LitFloorInput);

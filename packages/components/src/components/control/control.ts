import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isLabelable, requiredMarker } from '../../base/field.js';
import { SkElement } from '../../base/sk-element.js';
import { SkInvalidEvent } from '../../events/invalid.js';
import { DEV } from '../../internal/dev.js';
import { fieldStyles } from '../../styles/field.styles.js';
import { controlStyles } from './control.styles.js';
import { type ControlLayout, controlLayouts } from './control.types.js';
import {
  findControl,
  isRequired,
  isValidatable,
  nativeViolation,
  type ReferenceList,
  updateReferences,
} from './slotted-control.js';

/* The light-DOM elements sk-control creates, by the slot each goes to. */
type OwnedSlot = 'label' | 'hint' | 'error';

let instances = 0;

/**
 * The label, hint and error are elements `sk-control` adds to its own light DOM (a real
 * `<label for>`, which also focuses the control on click), because a name or a description can
 * only point at elements in the control's own tree, never into a shadow root.
 * It gives the control an id when it has none, and adds its ids to the control's
 * `aria-labelledby` and `aria-describedby` after the author's own, removing only those again.
 * The control keeps its own value, form participation and validity; `sk-control` holds no value.
 *
 * @summary The field frame for a control that is not Skerry's own — a native `<input>`,
 * `<select>` or `<textarea>`, or a third-party widget: its label, hint and error message, in the
 * layouts of Skerry's fields, wired to the control so they are announced with it.
 * @tag sk-control
 * @status stable
 * @since 0.1.0
 *
 * @slot - The control: a native field, a widget with a role, a form-associated custom element,
 * or an element wrapping one of these.
 * @slot label - The label, when it needs markup; takes the place of the `label` attribute.
 * @slot hint - The hint, when it needs markup; takes the place of the `hint` attribute.
 *
 * @csspart form-control - The frame around the label, control, hint and error.
 * @csspart label - The label.
 * @csspart required-marker - The asterisk after a required control's label; hidden from assistive
 * technology, which hears the control's own required state instead.
 * @csspart hint - The hint under the control.
 * @csspart error - The error message under the hint.
 *
 * @cssproperty --sk-field-label-width - The width of the label column in the horizontal layout;
 * 30% by default.
 *
 * @cssstate user-invalid - An error is shown: the `error` attribute, or the control failed its
 * constraints after the user changed it or tried to submit.
 * @cssstate user-valid - The user changed the control and it meets its constraints: "success".
 * @cssstate required - The control is `required` (or `aria-required`).
 * @cssstate optional - The control is not required.
 *
 * @event {SkInvalidEvent} sk-invalid - Fired on the control when it fails validation as its form is submitted or
 * checked, with the message the frame shows; bubbles and leaves shadow roots, for an error
 * summary such as `sk-form`'s.
 */
export class SkControl extends SkElement {
  static override styles = [fieldStyles, controlStyles];

  /* Its control's validation messages come long after its first render. */
  protected static override localizeOnConnect = true;

  /** The label; the `label` slot takes its place when the label needs markup. */
  @property() label = '';

  /** Help shown under the control and read with it; the `hint` slot takes markup. */
  @property() hint = '';

  /**
   * An error message from the application (a server's verdict), shown and announced until it is
   * removed; it does not stop the form from being submitted. Without it, the control's own
   * validity is shown once the user has changed it or tried to submit.
   */
  @property() error = '';

  /** Where the label goes: above, beside, above with less space, or after (a checkbox). */
  @property({ reflect: true }) layout: ControlLayout = 'vertical';

  /* Whether the user changed the control or tried to submit, since the last reset. */
  @state() private interacted = false;

  /* The control wired now, and what the frame shows for it; worked out before each render. */
  private current?: Element;
  private message = '';
  private controlRequired = false;
  private hasLabel = false;
  private hasHint = false;

  private readonly idPrefix = `sk-control-${++instances}`;
  private readonly owned = new Map<OwnedSlot, HTMLElement>();
  private added: Record<ReferenceList, string[]> = {
    'aria-labelledby': [],
    'aria-describedby': [],
  };
  private generatedId = '';
  private invalidMarked = false;
  private root?: Node;

  // Any attribute of the control may change its name, requirement or validity.
  private readonly observer = new MutationObserver(() => this.requestUpdate());

  constructor() {
    super();
    // `invalid` does not bubble: it is heard on the way down, in the capture phase.
    this.addEventListener('invalid', this.handleInvalid, true);
    this.addEventListener('change', this.handleChange);
    this.addEventListener('input', this.handleInput);
    this.addEventListener('click', this.handleClick);
  }

  /** The element the frame labels; `undefined` until the default slot has one. */
  get control(): Element | undefined {
    return this.current;
  }

  private fromControl(event: Event): boolean {
    return this.current !== undefined && event.composedPath().includes(this.current);
  }

  private handleInvalid = (event: Event): void => {
    const control = this.current;
    if (!control || !this.fromControl(event)) return;
    this.interacted = true;
    // Its validity may have changed without an event (a value set by script) before this check.
    this.requestUpdate();
    // At once, not in a microtask: after a scripted submit the browser focuses the control
    // before a microtask runs, and the error must already be its description then.
    this.performUpdate();
    // On the control, which an error summary lists and links to (with the message shown here
    // rather than the browser's); it bubbles out through the frame.
    control.dispatchEvent(new SkInvalidEvent({ message: this.message }));
  };

  private handleChange = (event: Event): void => {
    if (this.fromControl(event)) this.interacted = true;
  };

  // Once shown, the message follows every keystroke, so it goes as soon as the value is right.
  private handleInput = (event: Event): void => {
    if (this.interacted && this.fromControl(event)) this.requestUpdate();
  };

  private handleReset = (event: Event): void => {
    // A widget without a `form` property is reset with the form around it.
    const form = (this.current as { form?: unknown } | undefined)?.form;
    const reset =
      form === undefined ? (event.target as Node).contains(this) : event.target === form;
    if (reset) this.interacted = false;
  };

  private handleSlotChange(): void {
    this.requestUpdate();
  }

  /*
   * A click on the label focuses the control, as a native label's does. A `<label for>` does that
   * (and checks a checkbox) itself; markup in the label slot, a widget's label and the marker are
   * handled here. Pointer only: the keyboard reaches the control with Tab.
   */
  private handleClick = (event: Event): void => {
    const path = event.composedPath();
    const part = this.shadowRoot?.querySelector('[part~="label"]');
    const label = this.owned.get('label');
    if (!part || !path.includes(part)) return;
    if (label?.hasAttribute('for') && path.includes(label)) return;
    this.focus();
  };

  /** Focuses the control. */
  override focus(options?: FocusOptions): void {
    if (this.current instanceof HTMLElement) this.current.focus(options);
  }

  /** The author's elements in the `slot` slot: the label or hint given as markup. */
  private authored(slot: 'label' | 'hint'): Element[] {
    const own = this.owned.get(slot);
    return [...this.children].filter((child) => child.slot === slot && child !== own);
  }

  /**
   * The control's failure in the page's language while the user should see it, else `''`.
   * @translationKeys valueMissing valueMissingChecked valueMissingChoice valueMissingFile tooShort
   * tooLong patternMismatch typeMismatchEmail typeMismatchUrl rangeUnderflow rangeOverflow
   * stepMismatch
   */
  private validityMessage(control: Element): string {
    if (!this.interacted || !isValidatable(control)) return '';
    if (!control.willValidate || control.validity.valid) return '';
    const violation = nativeViolation(control);
    return violation
      ? this.localize.term(violation.key, violation.params ?? {})
      : control.validationMessage;
  }

  /** The light-DOM element for `slot` showing `text`, created when needed, removed when empty. */
  private own(slot: OwnedSlot, tag: string, text: string): HTMLElement | undefined {
    let element = this.owned.get(slot);
    if (!text) {
      element?.remove();
      this.owned.delete(slot);
      return undefined;
    }
    if (!element) {
      element = document.createElement(tag);
      element.slot = slot;
      element.id = `${this.idPrefix}-${slot}`;
      this.owned.set(slot, element);
    }
    if (element.textContent !== text) element.textContent = text;
    if (element.parentNode !== this) this.append(element);
    return element;
  }

  /** The ids of `elements`, giving an id to those of the author's that have none. */
  private ids(elements: (Element | undefined)[], slot: string): string[] {
    return elements
      .filter((element) => element !== undefined)
      .map((element, index) => (element.id ||= `${this.idPrefix}-${slot}-${index}`));
  }

  /** Takes back what was added to the control: ids, references, `aria-invalid`. */
  private release(control: Element): void {
    this.observer.disconnect();
    for (const name of ['aria-labelledby', 'aria-describedby'] as const) {
      updateReferences(control, name, this.added[name], []);
      this.added[name] = [];
    }
    this.markInvalid(control, false);
    if (this.generatedId && control.id === this.generatedId) control.removeAttribute('id');
    this.generatedId = '';
  }

  /* `aria-invalid` is set only where the author set none, and removed only if it was ours. */
  private markInvalid(control: Element, invalid: boolean): void {
    if (invalid && !control.hasAttribute('aria-invalid')) {
      control.setAttribute('aria-invalid', 'true');
      this.invalidMarked = true;
    } else if (!invalid && this.invalidMarked) {
      if (control.getAttribute('aria-invalid') === 'true') control.removeAttribute('aria-invalid');
      this.invalidMarked = false;
    }
  }

  /** Names and describes the control with the frame's elements, and marks it invalid. */
  private wire(control: Element): void {
    if (!control.id) control.id = this.generatedId = `${this.idPrefix}-control`;
    const label = this.owned.get('label');
    if (label) {
      if (isLabelable(control)) label.setAttribute('for', control.id);
      else label.removeAttribute('for');
    }
    const hint = this.owned.get('hint');
    const references: Record<ReferenceList, string[]> = {
      'aria-labelledby': this.ids(label ? [label] : this.authored('label'), 'label'),
      'aria-describedby': this.ids(
        [...(hint ? [hint] : this.authored('hint')), this.owned.get('error')],
        'hint',
      ),
    };
    for (const name of ['aria-labelledby', 'aria-describedby'] as const) {
      this.added[name] = updateReferences(control, name, this.added[name], references[name]);
    }
    this.markInvalid(control, this.message !== '');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // `reset` is heard where it bubbles to, the form's tree; the form may be anywhere in it.
    this.root = this.getRootNode();
    this.root.addEventListener('reset', this.handleReset, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.root?.removeEventListener('reset', this.handleReset, true);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('layout')) {
      this.layout = this.allowedValue('layout', this.layout, controlLayouts, 'vertical');
    }
    const control = findControl(this);
    if (control !== this.current) {
      if (this.current) this.release(this.current);
      this.current = control;
      this.interacted = false;
      if (control) this.observer.observe(control, { attributes: true });
    }
    // Empty is fine (a control may come later); content without a control is a mistake.
    if (DEV && !control && [...this.children].some((child) => !child.slot)) {
      this.warn(
        'SK013',
        'the default slot holds no control (an input, select, textarea, an element with a role, or a custom element); nothing is labelled.',
      );
    }
    this.controlRequired = control !== undefined && isRequired(control);
    this.hasLabel = this.label !== '' || this.authored('label').length > 0;
    this.hasHint = this.hint !== '' || this.authored('hint').length > 0;
    this.message = this.error || (control ? this.validityMessage(control) : '');
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.own('label', 'label', this.authored('label').length ? '' : this.label);
    this.own('hint', 'div', this.authored('hint').length ? '' : this.hint);
    this.own('error', 'div', this.message);
    if (this.current) this.wire(this.current);
    this.toggleState('user-invalid', this.message !== '');
    // As natively, a control barred from validation (disabled, read only) is never "valid".
    const control = this.current;
    const validates = !control || !isValidatable(control) || control.willValidate;
    this.toggleState('user-valid', this.interacted && this.message === '' && validates);
    this.toggleState('required', this.controlRequired);
    this.toggleState('optional', !this.controlRequired);
  }

  protected override render(): TemplateResult {
    return html`<div part="form-control" class="field">
      <div part="label" ?hidden=${!this.hasLabel}>
        <slot name="label" @slotchange=${this.handleSlotChange}></slot
        >${requiredMarker(this.controlRequired && this.hasLabel)}
      </div>
      <div class="control"><slot @slotchange=${this.handleSlotChange}></slot></div>
      <div part="hint" ?hidden=${!this.hasHint}>
        <slot name="hint" @slotchange=${this.handleSlotChange}></slot>
      </div>
      <div part="error" ?hidden=${!this.message}><slot name="error"></slot></div>
    </div>`;
  }
}

import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { requiredMarker } from '../../base/field.js';
import { SkElement } from '../../base/sk-element.js';
import { fieldStyles } from '../../styles/field.styles.js';
import { findControl, isRequired } from '../control/slotted-control.js';
import { inputGroupStyles } from './input-group.styles.js';
import { inputGroupLayouts, type InputGroupLayout } from './input-group.types.js';

/*
 * What an attached part may be besides text; the styles give every other part the look of a
 * text addon. Text inside one of these is its own name, not part of the field's.
 */
const interactive = 'sk-button, sk-icon-button, button, input, select, textarea, a';

/* A Skerry field: it shows and announces its own label and hint. */
type Field = Element & { label: string; hint: string; size?: unknown };
const isField = (element: Element): element is Field => 'label' in element && 'hint' in element;

/* What the group gives the control, and where a native control takes it. */
type Given = 'label' | 'hint';
const nativeAttribute = { label: 'aria-label', hint: 'aria-description' } as const;

/**
 * A name can only come from the control's own tree, never from another shadow root, so the
 * group gives the control its label and hint rather than pointing at its own: a Skerry field
 * takes them as its `label` and `hint`, and, told by `--sk-input-attached`, keeps the label out
 * of view; a native control takes them as `aria-label` and `aria-description`. The label the
 * control gets ends with the attached text ("Price € EUR"), so a unit or currency is announced
 * with the field. The group shows the label above every part itself, and the hint of a native
 * control under them; a Skerry field shows its hint and error under itself.
 *
 * @summary Attaches text, icons or buttons to an input — a currency sign, a unit, a copy or
 * search button — as one field with one label, one outline and one focus ring.
 * @tag sk-input-group
 * @status stable
 * @since 0.1.0
 *
 * @slot - The control: an `sk-input`, `sk-password`, `sk-search` or a native `<input>`.
 * @slot start - Text, icons or buttons attached before the control (on the right in right-to-left
 * text). Text and icons get the addon look; buttons keep theirs, with square inner corners.
 * @slot end - Text, icons or buttons attached after the control.
 *
 * @csspart form-control - The frame around the label, the group and the hint.
 * @csspart label - The label, above the group (beside it in the horizontal layout).
 * @csspart required-marker - The asterisk after the label of a required control; the control
 * announces that it is required.
 * @csspart group - The row of the attached parts and the control, with the focus ring.
 * @csspart hint - The hint of a native control, under the group; a Skerry field shows its own.
 *
 * @cssproperty --sk-input-group-radius - The radius of the group's outer corners; the corners
 * where two parts meet are square.
 * @cssproperty --sk-input-group-addon-background - The background of attached text and icons.
 * @cssproperty --sk-input-group-addon-color - The colour of attached text and icons.
 * @cssproperty --sk-field-label-width - The width of the label column in the horizontal layout;
 * 30% by default.
 *
 * @cssstate control-focus - The control has keyboard focus (not a button, attached or inside
 * the control, which shows its own ring): the group shows one focus ring around every part.
 */
export class SkInputGroup extends SkElement {
  static override styles = [fieldStyles, inputGroupStyles];

  /**
   * The label, shown above the group and given to the control with the attached text after it.
   * A label the control has of its own is kept, and shown here instead.
   */
  @property() label = '';

  /**
   * Help, read as the control's description: a Skerry field shows it under itself, the group
   * shows it under a native control. A hint the control has of its own is kept.
   */
  @property() hint = '';

  /** Where the label goes: above the group, beside it, or above it with less space. */
  @property({ reflect: true }) layout: InputGroupLayout = 'vertical';

  /* The control and what the group shows for it; worked out before each render. */
  private current?: Element;
  private shownLabel = '';
  private required = false;
  private classes = '';

  /* What the group gave the control, so it replaces or takes back only that. */
  private given: Record<Given, string> = { label: '', hint: '' };

  // Parts come and go, their text changes, the control's size or `required` changes.
  private readonly observer = new MutationObserver(() => this.requestUpdate());

  constructor() {
    super();
    this.addEventListener('focusin', this.handleFocus);
    this.addEventListener('focusout', this.handleFocus);
    // Focus moving inside the control's shadow root (Tab to its clear button) fires no focus
    // event here; the key's `keyup` comes from where focus went.
    this.addEventListener('keyup', this.handleFocus);
  }

  /** The control the group labels; `undefined` until the default slot has one. */
  get control(): Element | undefined {
    return this.current;
  }

  /*
   * One ring around the whole group while the control's text has focus. A button, attached or
   * inside the control (a clear button), shows its own ring instead: two rings would not say
   * which part has focus.
   */
  private handleFocus = (event: Event): void => {
    const path = event.composedPath();
    const target = path[0];
    this.toggleState(
      'control-focus',
      event.type !== 'focusout' &&
        this.current !== undefined &&
        path.includes(this.current) &&
        target instanceof Element &&
        !target.matches('button, [role="button"]') &&
        target.matches(':focus-visible'),
    );
  };

  /** Focuses the control. */
  override focus(options?: FocusOptions): void {
    if (this.current instanceof HTMLElement) this.current.focus(options);
  }

  /** The text of the attached parts that are not interactive, start first, for the name. */
  private addonText(): string {
    return [
      ...this.querySelectorAll(':scope > [slot="start"]'),
      ...this.querySelectorAll(':scope > [slot="end"]'),
    ]
      .filter(
        (part) =>
          part.getAttribute('aria-hidden') !== 'true' &&
          !part.matches(interactive) &&
          !part.querySelector(interactive),
      )
      .map((part) => part.getAttribute('aria-label') || part.textContent?.trim())
      .filter(Boolean)
      .join(' ');
  }

  /** The control's own label or hint: one the group did not give it. */
  private own(control: Element, key: Given): string {
    const value = isField(control)
      ? control[key]
      : (control.getAttribute(nativeAttribute[key]) ?? '');
    return value === this.given[key] ? '' : value;
  }

  /** Gives the control `value` as its label or hint, unless it has one of its own. */
  private give(control: Element, key: Given, value: string): void {
    if (this.own(control, key)) return;
    this.given[key] = value;
    if (isField(control)) {
      control[key] = value;
      return;
    }
    // An unchanged attribute is left alone: setting it again would wake the observer.
    const name = nativeAttribute[key];
    if (value === (control.getAttribute(name) ?? '')) return;
    if (value) control.setAttribute(name, value);
    else control.removeAttribute(name);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer.observe(this, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['slot', 'size', 'required', 'aria-required', 'aria-label', 'aria-hidden'],
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('layout')) {
      this.layout = this.allowedValue('layout', this.layout, inputGroupLayouts, 'vertical');
    }
    const control = findControl(this);
    if (control !== this.current) {
      // What the group gave the control it labelled before is taken back.
      if (this.current) {
        this.give(this.current, 'label', '');
        this.give(this.current, 'hint', '');
      }
      this.given = { label: '', hint: '' };
      this.current = control;
    }
    this.shownLabel = (control && isField(control) && this.own(control, 'label')) || this.label;
    this.required = control !== undefined && isRequired(control);
    const size = control && isField(control) ? control.size : undefined;
    this.classes = [
      size === 'small' || size === 'large' ? size : '',
      this.querySelector(':scope > [slot="start"]') ? 'start' : '',
      this.querySelector(':scope > [slot="end"]') ? 'end' : '',
    ].join(' ');
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const control = this.current;
    if (!control) return;
    // A custom element not yet defined would be taken for a native control and get ARIA
    // attributes; it is labelled once its class has upgraded it.
    if (control.matches(':not(:defined)')) {
      void customElements.whenDefined(control.localName).then(() => this.requestUpdate());
      return;
    }
    this.give(control, 'label', this.label && `${this.label} ${this.addonText()}`.trim());
    this.give(control, 'hint', this.hint);
  }

  // The label is shown here and given to the control, which announces it: hidden from
  // assistive technology here, so it is not read twice. A click on it focuses the control.
  protected override render(): TemplateResult {
    const nativeHint = this.hint !== '' && this.current !== undefined && !isField(this.current);
    return html`<div part="form-control" class="field">
      <div part="label" aria-hidden="true" ?hidden=${!this.shownLabel} @click=${() => this.focus()}>
        ${this.shownLabel}${requiredMarker(this.required)}
      </div>
      <div part="group" class="control group ${this.classes}">
        <slot name="start"></slot><slot></slot><slot name="end"></slot>
      </div>
      <div part="hint" ?hidden=${!nativeHint}>${this.hint}</div>
    </div>`;
  }
}

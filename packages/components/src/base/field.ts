import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

/** What a field shows around its control, worked out by `SkFormControl` for each render. */
export interface FieldContent {
  /** The `label` attribute, shown unless the `label` slot has content. */
  readonly label: string;
  /** Whether there is a label, from the attribute or the slot. */
  readonly hasLabel: boolean;
  readonly hint: string;
  readonly hasHint: boolean;
  /** Whether the label gets the required marker. */
  readonly required: boolean;
  /** The validation message while the control is user-invalid, otherwise `''`. */
  readonly error: string;
}

/**
 * The asterisk after a required control's label, or nothing; every label with a marker renders
 * it here. It is for the eye only: the accessible name stays the label alone, as a native
 * control's does, and assistive technology learns that a value is needed from the required state
 * (`aria-required`; a group, which has no such state, says it in its description). A "required"
 * in the name is heard twice with the state, and a voice control user would have to say it.
 */
export function requiredMarker(required: boolean): TemplateResult | typeof nothing {
  return required ? html`<span part="required-marker" aria-hidden="true">*</span>` : nothing;
}

/**
 * The label, the control, what sits under it (`below`: a character count), the hint and the
 * error, in reading order. The label and the control are always rendered, so the control keeps
 * its node when an error appears. The hint's box is rendered only while there is a hint, and
 * the error's only while there is an error: a thousand fields would otherwise clone, insert and
 * style two thousand hidden boxes. A bare `hint` slot is always there, last and part of the
 * field's own template (a template of its own would cost every field a clone), so content added
 * to the slot later is heard; while the box is shown, its slot comes first in tree order and
 * takes the content, leaving the bare one empty, which renders nothing. Lit calls the listeners
 * with the element as `this`: `onSlotChange` for every `slotchange` in the field (it bubbles:
 * one listener instead of one per slot), `onLabelClick` on the label. `sk-toggle` writes this
 * markup out in its own template, with its switch in place of the control's wrapper: a change
 * here is a change there too (its test checks the parts and their order).
 */
export function fieldTemplate(
  field: FieldContent,
  control: unknown,
  below: unknown,
  onSlotChange: (event: Event) => void,
  onLabelClick: () => void,
): TemplateResult {
  /*
   * Without whitespace between the tags: each text node costs every instance a clone, a walk
   * and a node in its tree.
   */
  // prettier-ignore
  return html`<div part="form-control" class="field" @slotchange=${onSlotChange}><label part="label" id="label" for=${ifDefined(field.hasLabel ? 'control' : undefined)} ?hidden=${!field.hasLabel} @click=${onLabelClick}><slot name="label">${field.label}</slot>${requiredMarker(field.required)}</label><div class="control">${control}</div>${below}${field.hasHint ? html`<div part="hint" id="hint"><slot name="hint">${field.hint}</slot></div>` : nothing}${field.error ? html`<div part="error" id="error">${field.error}</div>` : nothing}<slot name="hint"></slot></div>`;
}

/** Whether `element` can be named by `<label for>`: inputs, selects, text areas, buttons. */
export function isLabelable(element: Element): boolean {
  return 'labels' in element;
}

type ReferenceTargetRoot = ShadowRoot & { referenceTarget?: string | null };

/**
 * Points references to the host at the control — an external `<label for="host-id">` then names
 * the control and a click on it focuses the control — where the browser has shadow-root
 * `referenceTarget` (Chromium today) and the control is labelable, the only case it serves.
 * Returns whether it did; where it did not, `mirrorExternalLabels` stands in.
 */
export function forwardReferences(root: ShadowRoot, control: Element): boolean {
  if (!('referenceTarget' in ShadowRoot.prototype) || !isLabelable(control)) return false;
  (root as ReferenceTargetRoot).referenceTarget = 'control';
  return true;
}

/** What `wireControl` states about the control, for each update. */
export interface ControlWiring {
  /** Whether the field shows a label. */
  readonly hasLabel: boolean;
  /** The ids of the shown hint, error and any further descriptions, in reading order. */
  readonly describedBy: string;
  readonly invalid: boolean;
  readonly required: boolean;
  /**
   * The text of external `<label for>` elements to mirror into the control's name where
   * references are not forwarded, followed by the field's own label text; `''` for none.
   */
  readonly mirroredName: string;
}

/* The name each control was last given by mirroring, so only that is ever removed again. */
const mirrored = new WeakMap<Element, string>();

function setAttribute(element: Element, name: string, value: string | null): void {
  // Unchanged attributes are left alone: no mutation records, no accessibility tree update.
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Gives the control its name, description, invalid and required state from the field, so no
 * component writes ARIA for them. A labelable control is named by `<label for>` (which also
 * focuses it on click); any other by `aria-labelledby`. External labels that cannot be
 * forwarded are mirrored as `aria-label`, which then carries the field's label text too.
 */
export function wireControl(control: Element, wiring: ControlWiring): void {
  const { mirroredName } = wiring;
  const labelledBy = wiring.hasLabel && !isLabelable(control) && !mirroredName ? 'label' : null;
  setAttribute(control, 'aria-labelledby', labelledBy);
  if (mirroredName) {
    setAttribute(control, 'aria-label', mirroredName);
    mirrored.set(control, mirroredName);
  } else if (mirrored.has(control)) {
    if (control.getAttribute('aria-label') === mirrored.get(control)) {
      control.removeAttribute('aria-label');
    }
    mirrored.delete(control);
  }
  setAttribute(control, 'aria-describedby', wiring.describedBy || null);
  setAttribute(control, 'aria-invalid', wiring.invalid ? 'true' : null);
  setAttribute(control, 'aria-required', wiring.required ? 'true' : null);
}

/** The text of the external labels in `labels`, in order, joined by spaces. */
export function labelText(labels: Iterable<Node>): string {
  return [...labels]
    .map((label) => label.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

import {
  email,
  max,
  maxLength,
  min,
  minLength,
  pattern,
  required,
  requiredChecked,
  requiredFiles,
  step,
  url,
  type Validator,
  type Violation,
} from '../../validation/index.js';

/*
 * The control `sk-control` frames: finding it, reading whether it is required, wording its
 * validity, and adding ids to its references. Kept apart from the class because none of it needs
 * the element, only the light DOM and the platform's validity.
 */

/** Elements that take a label: native fields, buttons, and widgets that say what they are. */
const controlSelector =
  'input:not([type="hidden"]), select, textarea, button, [role]:not([role="none"], [role="presentation"])';

/* Labelled on its host, which forwards to its inner control as a native one would. */
const isFormAssociated = (element: Element): boolean =>
  (element.constructor as { formAssociated?: unknown }).formAssociated === true;

/**
 * The control `host` frames, from the elements in its default slot: the first that is a control
 * (native, with a role, or form-associated), else the first control inside one (a widget's
 * wrapper), else a custom element, a third-party widget whose control is in its shadow root;
 * `undefined` while there is none.
 */
export function findControl(host: Element): Element | undefined {
  for (const child of host.children) {
    if (child.slot) continue;
    if (isFormAssociated(child) || child.matches(controlSelector)) return child;
    const inner = child.querySelector(controlSelector);
    if (inner) return inner;
    if (child.localName.includes('-')) return child;
  }
  return undefined;
}

/** A control with the constraint validation API: native fields and form-associated elements. */
export interface Validatable extends Element {
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
}

export const isValidatable = (element: Element): element is Validatable =>
  'validity' in element && 'willValidate' in element;

/** Whether the control needs a value: its `required`, or `aria-required` on a widget. */
export const isRequired = (element: Element): boolean =>
  (element as { required?: unknown }).required === true ||
  element.getAttribute('aria-required') === 'true';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const files: Validator<HTMLInputElement> = (input) =>
  requiredFiles({ required: input.required, files: [...(input.files ?? [])] });

/* The browser has already decided that a required list is empty; only the wording is ours. */
const choice: Validator<unknown> = () => ({ flag: 'valueMissing', key: 'valueMissingChoice' });

const text: readonly Validator<TextField>[] = [required, minLength, maxLength, pattern];

/*
 * The Skerry checks of each input type, which give the same words (and numbers formatted for
 * the language) as Skerry's own fields. A type not listed takes the text checks; a radio has no
 * Skerry message, so the browser's own is shown.
 */
const checksByType: Partial<Record<string, readonly Validator<HTMLInputElement>[]>> = {
  checkbox: [requiredChecked],
  radio: [],
  file: [files],
  email: [...text, email],
  url: [...text, url],
  number: [required, min, max, step],
  range: [min, max, step],
};

function firstFailure<C extends TextField | HTMLSelectElement>(
  control: C,
  checks: readonly Validator<C>[],
): Violation | null {
  // A message the page set with setCustomValidity() is the page's own wording: it is kept.
  if (control.validity.customError) return null;
  for (const check of checks) {
    const violation = check(control);
    // The browser's verdict decides; a Skerry check only words a failure the browser found.
    if (violation && control.validity[violation.flag]) return violation;
  }
  return null;
}

/**
 * The failure of a native field as Skerry words it (a translation key and its parameters), so
 * the message is in the page's language rather than the browser's; `null` where Skerry has no
 * wording of its own, and the control's `validationMessage` is shown as it is.
 */
export function nativeViolation(control: Element): Violation | null {
  if (control instanceof HTMLInputElement) {
    return firstFailure(control, checksByType[control.type] ?? text);
  }
  if (control instanceof HTMLTextAreaElement) return firstFailure(control, text);
  if (control instanceof HTMLSelectElement) return firstFailure(control, [choice]);
  return null;
}

/** The reference lists sk-control adds ids to, keeping the author's own. */
export type ReferenceList = 'aria-labelledby' | 'aria-describedby';

const idList = (value: string | null): string[] => (value ?? '').split(/\s+/).filter(Boolean);

/**
 * Sets `wanted` in the id list `name` of `element` after the author's ids, and removes the ids
 * it `added` before that are no longer wanted; returns the ids it added now.
 */
export function updateReferences(
  element: Element,
  name: ReferenceList,
  added: readonly string[],
  wanted: readonly string[],
): string[] {
  const authors = idList(element.getAttribute(name)).filter((id) => !added.includes(id));
  const adding = wanted.filter((id) => !authors.includes(id));
  const value = [...authors, ...adding].join(' ');
  // Unchanged lists are left alone: no mutation record, no accessibility tree update.
  if (value !== (element.getAttribute(name) ?? '')) {
    if (value) element.setAttribute(name, value);
    else element.removeAttribute(name);
  }
  return adding;
}

import type { FormDataObject } from '../../events/submit.js';
import {
  containsAcrossShadowRoots,
  deepActiveElement,
  initialFocusTarget,
} from '../../internal/focus.js';
import type { SkFormError } from './form.types.js';

/*
 * What sk-form needs to know of the fields of any kind — native inputs, Skerry controls, groups —
 * through the platform's own interfaces only, so a field written by anyone works.
 */

interface Field extends Element {
  checkValidity?(): boolean;
  readonly validationMessage?: string;
  readonly labels?: NodeListOf<HTMLLabelElement> | NodeList | null;
  readonly label?: unknown;
  readonly type?: unknown;
  readonly name?: unknown;
}

const text = (node: Node | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The label a reader sees for `field`: a Skerry control's `label` or `label` slot, an associated
 * `<label>`, then `aria-label`, `aria-labelledby` or `title`. A trailing required asterisk or
 * colon is dropped, since the summary adds its own punctuation.
 */
export function fieldLabel(field: Field): string {
  const ids = field.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  const candidates = [
    typeof field.label === 'string' ? field.label : '',
    text(field.querySelector(':scope > [slot="label"], :scope > legend')),
    text(field.labels?.[0]),
    field.getAttribute('aria-label') ?? '',
    ids
      .map((id) => text((field.getRootNode() as Document | ShadowRoot).getElementById(id)))
      .join(' '),
    field.getAttribute('title') ?? '',
  ];
  return (candidates.find((candidate) => candidate.trim()) ?? '').replace(/[\s*:]+$/, '').trim();
}

/**
 * Checks every field of `form` as a submission would, and returns the invalid ones in document
 * order. Each check fires the field's `invalid` (a Skerry control then shows its message and
 * fires `sk-invalid`); an element outside `form.elements` that reports itself with `sk-invalid`
 * meanwhile, such as a group that is not form-associated, is listed too. Radios that share a
 * name are one question: only the first is listed.
 */
export function invalidFields(form: HTMLFormElement, listener: EventTarget): SkFormError[] {
  const found = new Map<Element, string>();
  const add = (field: Field, message: string): void => {
    if (!found.has(field)) found.set(field, message);
  };
  const onSkInvalid = (event: Event): void => {
    add(event.target as Field, (event as CustomEvent<{ message: string }>).detail.message);
  };
  const questions = new Set<unknown>();
  listener.addEventListener('sk-invalid', onSkInvalid);
  try {
    for (const field of [...form.elements] as Field[]) {
      if (field.type === 'radio' && field.name) {
        if (questions.has(field.name)) continue;
        questions.add(field.name);
      }
      if (field.checkValidity?.() === false) add(field, field.validationMessage ?? '');
    }
  } finally {
    listener.removeEventListener('sk-invalid', onSkInvalid);
  }
  return [...found]
    .sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1))
    .map(([field, message]) => ({ field, label: fieldLabel(field), message }));
}

/**
 * Moves focus to `field` as GOV.UK's error summary does: its label (or, for a radio or checkbox,
 * its group's legend) is scrolled into view first, so the reader sees the question and not only
 * the input, and focus follows without scrolling again. A Skerry control delegates focus to its
 * inner control; an element that takes no focus itself (a group) hands it to its first field.
 */
export function focusField(field: Field): void {
  const choice = field.type === 'radio' || field.type === 'checkbox';
  const legend = choice ? field.closest('fieldset')?.querySelector(':scope > legend') : null;
  (legend ?? (field.labels?.[0] as Element | undefined) ?? field).scrollIntoView();
  (field as HTMLElement).focus({ preventScroll: true });
  if (!containsAcrossShadowRoots(field, deepActiveElement())) {
    initialFocusTarget(field)?.focus({ preventScroll: true });
  }
}

/** `data` as a plain object; a name sent more than once becomes an array of its values. */
export function formDataToObject(data: FormData): FormDataObject {
  const grouped = new Map<string, FormDataEntryValue | FormDataEntryValue[]>();
  for (const [name, value] of data) {
    const seen = grouped.get(name);
    grouped.set(name, seen === undefined ? value : [seen, value].flat());
  }
  // fromEntries defines own properties, so a field named __proto__ cannot replace the prototype.
  return Object.fromEntries(grouped);
}

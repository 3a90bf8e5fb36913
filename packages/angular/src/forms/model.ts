/**
 * How a form model's value reaches each kind of Skerry control and comes back. The kind is read
 * from the Custom Elements Manifest by the build (the same reading as `@skerry/vue`'s
 * `v-model`), so the generated component provides it and the value accessor follows it.
 */
import { InjectionToken } from '@angular/core';

export type ModelKind = 'text' | 'checked' | 'number' | 'files' | 'select';

/** The value a form control carries for each kind. */
export interface ModelValues {
  text: string;
  checked: boolean;
  /** `null` while the range has no number. */
  number: number | null;
  files: File[];
  /** A single select's value; a multiple select's chosen values. */
  select: string | string[];
}

/** The kind of value of the element a component is on: provided by the generated component. */
export const SK_MODEL_KIND = new InjectionToken<ModelKind>('SK_MODEL_KIND');

type Control = HTMLElement & Record<string, unknown>;

/** The element's value after the user changed it, copied so the form model owns it. */
export function readModel(kind: ModelKind, element: HTMLElement): ModelValues[ModelKind] {
  const control = element as Control;
  switch (kind) {
    case 'text':
      return String(control.value);
    case 'checked':
      return Boolean(control.checked);
    case 'number': {
      const value = Number(control.valueAsNumber);
      return Number.isNaN(value) ? null : value;
    }
    case 'files':
      return [...(control.files as readonly File[])];
    case 'select':
      return control.multiple ? [...(control.values as readonly string[])] : String(control.value);
  }
}

/**
 * Writes the form model's value to the element. `null` and `undefined` (a form's reset) clear
 * it: the empty string, unchecked, no files, nothing chosen.
 */
export function writeModel(kind: ModelKind, element: HTMLElement, value: unknown): void {
  const control = element as Control;
  switch (kind) {
    case 'text':
      control.value = value == null ? '' : String(value);
      return;
    case 'checked':
      control.checked = Boolean(value);
      return;
    case 'number':
      if (typeof value === 'number' && !Number.isNaN(value)) control.valueAsNumber = value;
      else control.value = value == null ? '' : String(value);
      return;
    case 'files':
      control.files = Array.isArray(value) ? [...(value as File[])] : [];
      return;
    case 'select':
      if (control.multiple) control.values = Array.isArray(value) ? [...(value as string[])] : [];
      else control.value = value == null ? '' : String(value);
      return;
  }
}

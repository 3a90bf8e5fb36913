import type { FormRestoreReason, FormValue } from './sk-form-associated.js';

/**
 * How one shape of value (text, checked, several values, files) becomes form data, is saved for
 * the browser to restore, and returns to its default. A control picks its shape through
 * `SkFormControl.valueShape`; the base never branches on which one it has.
 */
export interface ValueShape<C> {
  /** What the control adds to its form's data: one entry, several as `FormData`, or none. */
  formValue(control: C): FormValue;
  /** What the browser keeps, and hands back to `restore` with reason `restore`. */
  state(control: C): FormValue;
  /** Back to the default, for `form.reset()`. */
  reset(control: C): void;
  /** Puts back a saved `state` (reason `restore`) or takes an autofilled value (`autocomplete`). */
  restore(control: C, state: FormValue, reason: FormRestoreReason): void;
}

/** The key entries are saved under in a state; any name would do, as only `restore` reads it. */
const stateKey = 'value';

function entries(name: string, items: readonly (string | File)[]): FormData {
  const data = new FormData();
  for (const item of items) data.append(name, item);
  return data;
}

/** One string, submitted under the control's name: a text field. */
export const textValue: ValueShape<{ value: string; readonly defaultValue: string }> = {
  formValue: (control) => control.value,
  state: (control) => control.value,
  reset: (control) => {
    control.value = control.defaultValue;
  },
  // Saved state and autofilled value are both the text itself.
  restore: (control, state) => {
    if (typeof state === 'string') control.value = state;
  },
};

/**
 * Checked or not: a checkbox, radio or toggle. Like a native checkbox it submits its value ("on"
 * when it has none) only while checked, and `form.reset()` returns it to its `checked` attribute.
 */
export const checkedValue: ValueShape<{
  checked: boolean;
  readonly defaultChecked: boolean;
  readonly value: string;
}> = {
  formValue: (control) => (control.checked ? control.value || 'on' : null),
  state: (control) => (control.checked ? 'checked' : 'unchecked'),
  reset: (control) => {
    control.checked = control.defaultChecked;
  },
  // Autofill hands over the value it would submit, so a match means checked.
  restore: (control, state, reason) => {
    control.checked =
      reason === 'restore' ? state === 'checked' : state === (control.value || 'on');
  },
};

/**
 * Several strings: a multiple select. One entry each under the control's name, as a native
 * `<select multiple>` submits them; none without a name, since `FormData` entries carry their own.
 */
export const multipleValues: ValueShape<{
  values: readonly string[];
  readonly defaultValues: readonly string[];
  readonly name: string;
}> = {
  formValue: (control) => (control.name ? entries(control.name, control.values) : null),
  state: (control) => entries(stateKey, control.values),
  reset: (control) => {
    control.values = [...control.defaultValues];
  },
  restore: (control, state, reason) => {
    if (reason === 'restore' && state instanceof FormData) {
      control.values = state.getAll(stateKey).filter((v): v is string => typeof v === 'string');
    } else if (reason === 'autocomplete' && typeof state === 'string') {
      control.values = [state];
    }
  },
};

/**
 * Files: a file field, one file or several. As `<input type=file>` does, it submits each file
 * under its name, and one empty file when none is chosen.
 */
export const fileValue: ValueShape<{ files: readonly File[]; readonly name: string }> = {
  formValue: ({ name, files }) => {
    if (!name) return null;
    if (files.length === 1) return files[0]!;
    return entries(
      name,
      files.length ? files : [new File([], '', { type: 'application/octet-stream' })],
    );
  },
  state: (control) => entries(stateKey, control.files),
  reset: (control) => {
    control.files = [];
  },
  // Autofill never picks files; only a saved state is restored.
  restore: (control, state, reason) => {
    if (reason === 'restore' && state instanceof FormData) {
      control.files = state.getAll(stateKey).filter((v): v is File => v instanceof File);
    }
  },
};

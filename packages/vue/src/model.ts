/**
 * A multiple select's chosen values, for `v-model:values`, copied so the application owns them;
 * `undefined` for a single select, whose `v-model` is its one value.
 */
export function readValues(element: HTMLElement): string[] | undefined {
  const control = element as Control;
  return control.multiple ? [...(control.values as readonly string[])] : undefined;
}

/**
 * How `v-model` reaches each kind of Skerry control. Vue compiles `v-model` on a custom element
 * as a text field (`.value`, `input`), which is wrong for a checkbox, a range's number, a
 * multiple select's list or a file picker's files; the components' `modelValue` goes through
 * these instead.
 */
export type ModelKind = 'text' | 'checked' | 'number' | 'files' | 'select';

/** The value `v-model` carries for each kind, as the component emits it. */
export interface ModelValues {
  text: string;
  checked: boolean;
  number: number;
  files: File[];
  /** A select's first choice; a multiple select's list goes through `v-model:values`. */
  select: string;
}

type Control = HTMLElement & Record<string, unknown>;

/** The element property that `modelValue` is written to. */
export function modelProperty(kind: ModelKind): string {
  switch (kind) {
    case 'text':
      return 'value';
    case 'checked':
      return 'checked';
    case 'number':
      return 'valueAsNumber';
    case 'files':
      return 'files';
    case 'select':
      // A multiple select's list is its `values` prop, bound with `v-model:values`.
      return 'value';
  }
}

/** The element's value after the user changed it, copied so the application owns it. */
export function readModel(kind: ModelKind, element: HTMLElement): ModelValues[ModelKind] {
  const control = element as Control;
  switch (kind) {
    case 'text':
      return String(control.value);
    case 'checked':
      return Boolean(control.checked);
    case 'number':
      return Number(control.valueAsNumber);
    case 'files':
      return [...(control.files as readonly File[])];
    case 'select':
      return String(control.value);
  }
}

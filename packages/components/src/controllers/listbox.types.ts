import type { PopupOptions } from './popup-controller.js';
import type { PopupPlacement } from './popup-placement.js';

/** One option as a host gives it when it generates its options (`setItems`). */
export interface ListboxItem {
  readonly value: string;
  /** The text shown and matched; the value when not given. */
  readonly label?: string;
  readonly disabled?: boolean;
  /** Selected by default, as an `<option selected>`. */
  readonly selected?: boolean;
  /** The label of the group the option belongs to; consecutive options with one label form one. */
  readonly group?: string;
}

/** An option of the list, read from an `<option>` or given by `setItems`, and its element. */
export interface ListboxOption {
  /** Its place among all options, hidden ones included. */
  readonly index: number;
  /** The id of its `role="option"` element, kept as long as its source option stays. */
  readonly id: string;
  readonly value: string;
  readonly label: string;
  /** Disabled itself or by its `<optgroup>`. */
  readonly disabled: boolean;
  /** Whether it is selected by default (`<option selected>`). */
  readonly defaultSelected: boolean;
  /** The label of its group, if it is in one. */
  readonly group: string | undefined;
  /** The `role="option"` element in the listbox. */
  readonly element: HTMLElement;
  /** The light-DOM `<option>` it was read from; absent for generated options. */
  readonly source: HTMLOptionElement | undefined;
}

/**
 * What a filter says of one option: `false` hides it, `true` shows it, and a list of
 * `[start, end)` ranges of its label shows it with those ranges marked (`<mark part="mark">`).
 */
export type ListboxMatch = boolean | readonly (readonly [number, number])[];

/** Which option becomes active as the list opens. */
export type ListboxOpenAt = 'selected' | 'first' | 'last' | 'none';

export interface ListboxOptions {
  /**
   * The element that keeps focus and owns the list: the select's `role="combobox"` button, the
   * datalist's input. The host renders its role, `aria-haspopup="listbox"`, and static
   * `aria-controls` (the listbox's id) and `aria-expanded="false"` (unbound, so Lit never
   * writes them again); the controller keeps `aria-expanded` and `aria-activedescendant`.
   */
  combobox: () => HTMLElement | null | undefined;
  /** The `popover="auto"` element with class `popup`, in the host's shadow root. */
  popup: () => HTMLElement | null | undefined;
  /**
   * Whether the combobox is a `<button>` that opens and closes the list when clicked. The
   * platform then toggles the popup (a click on the button of an open list closes it, rather
   * than light-dismissing and reopening it); the controller still fires `sk-open` (refusable)
   * and `sk-close` with source `trigger`. A host that must not open (read-only) cancels the
   * button's `click`.
   */
  invoker?: boolean;
  /** The empty `role="listbox"` element inside the popup, which the controller fills. */
  listbox: () => HTMLElement | null | undefined;
  /**
   * Where the options come from: `light-dom` (the default) reads the host's `<option>` and
   * `<optgroup>` children and follows their changes; `items` takes them from `setItems`.
   */
  source?: 'light-dom' | 'items';
  /** Whether several options can be selected (`aria-multiselectable`). */
  multiple?: () => boolean;
  /** Whether an option is selected; asked again by `syncSelection()`. */
  isSelected?: (option: ListboxOption) => boolean;
  /**
   * The element the popup is placed against and at least as wide as: the combobox when not
   * given. A text field gives the box around its input and buttons, so the list lines up with
   * the field's border rather than with the text inside it.
   */
  anchor?: () => HTMLElement | null | undefined;
  /** `bottom-start` by default: under the combobox, at least as wide, flipped where needed. */
  placement?: () => PopupPlacement;
  /** Whether typed letters move to the next option starting with them (select, time). */
  typeahead?: boolean;
  /** The host's custom states: `open` is added while the list is open. */
  states?: CustomStateSet;
  /** The user chose an option: a click, Enter, or Space on a combobox that is not a text field. */
  onSelect?: (option: ListboxOption, event: Event) => void;
  /** The active option changed by the user (keys, typeahead, pointer), or was cleared. */
  onActiveChange?: (option: ListboxOption | undefined, event: Event) => void;
  /** The options were read again, after a change of the light DOM or `setItems`. */
  onOptionsChange?: (options: readonly ListboxOption[]) => void;
  /** The list opened or closed, whoever did it. */
  onToggle?: (open: boolean) => void;
  /** Only to test the popup's fallback placement. */
  strategy?: PopupOptions['strategy'];
}

/* An option as the listbox keeps it; hosts are given its read-only view, `ListboxOption`. */
export type ListboxEntry = { -readonly [K in keyof ListboxOption]: ListboxOption[K] };

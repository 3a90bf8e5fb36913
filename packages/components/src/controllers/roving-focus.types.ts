/** Which arrow keys move: left/right, up/down, or all four. */
export const rovingOrientations = ['horizontal', 'vertical', 'both'] as const;
export type RovingOrientation = (typeof rovingOrientations)[number];

/**
 * `roving-tabindex`: the items themselves take focus, one of them in the Tab order (radio group,
 * tabs, toolbar, interactive list). `tab-sequence`: the items take focus and every one keeps its
 * own place in the Tab order (the headers of an APG accordion); the arrow keys, Home and End are
 * an extra, and `tabindex` is left alone. `active-descendant`: focus stays on one element (a
 * listbox, a combobox's input) and the current item is pointed to with `aria-activedescendant`.
 */
export const rovingFocusModes = ['roving-tabindex', 'tab-sequence', 'active-descendant'] as const;
export type RovingFocusMode = (typeof rovingFocusModes)[number];

/** A step `move()` takes through the enabled items. */
export const rovingSteps = ['next', 'previous', 'first', 'last'] as const;
export type RovingStep = (typeof rovingSteps)[number];

/** A value, or a function read each time it is needed so that it follows the host's properties. */
export type RovingSetting<T> = T | (() => T);

export interface RovingFocusOptions {
  /** Every item in order, disabled ones included; light-DOM (slotted) or shadow elements. */
  getItems: () => HTMLElement[];
  /** Fixed for the controller's life; `roving-tabindex` when not given. */
  mode?: RovingFocusMode;
  /** `active-descendant` mode: the element that keeps focus; the host when not given. */
  focusTarget?: () => HTMLElement | null | undefined;
  /** `vertical` when not given. Left and right are mirrored in right-to-left text. */
  orientation?: RovingSetting<RovingOrientation>;
  /** Whether moving past the last item goes to the first, and back. Off when not given. */
  wrap?: RovingSetting<boolean>;
  /** Whether typing letters moves to the next item starting with them. On when not given. */
  typeahead?: RovingSetting<boolean>;
  /** Whether moving also activates (radio groups, tabs with automatic activation). */
  selectionFollowsFocus?: RovingSetting<boolean>;
  /** Items that are skipped; `disabled` or `aria-disabled="true"` when not given. */
  isDisabled?: (item: HTMLElement) => boolean;
  /** The selected item (checked radio, selected tab) takes the tab stop when focus is away. */
  isSelected?: (item: HTMLElement) => boolean;
  /** The text typeahead matches; the item's text content when not given. */
  getText?: (item: HTMLElement) => string;
  /** The current item changed by the user (keys, click, focus). */
  onCurrentChange?: (item: HTMLElement | undefined, event: Event) => void;
  /**
   * The user activated an item: a click, or Enter or Space on the current item (which the
   * controller then consumes, so a native button does not click a second time). Also called on
   * each move with `selectionFollowsFocus`. Without it, Enter and Space are left to the items.
   */
  onActivate?: (item: HTMLElement, event: Event) => void;
}

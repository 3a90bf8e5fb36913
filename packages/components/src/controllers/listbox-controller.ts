import type { ReactiveController } from 'lit';
import { SkAfterCloseEvent } from '../events/after-close.js';
import { SkAfterOpenEvent } from '../events/after-open.js';
import { type CloseSource, SkCloseEvent } from '../events/close.js';
import { SkOpenEvent } from '../events/open.js';
import { waitForTransition } from '../internal/animation.js';
import { PopupController, type PopupOptions } from './popup-controller.js';
import type { PopupPlacement } from './popup-placement.js';
import { RovingFocusController } from './roving-focus.js';

type Host = ConstructorParameters<typeof PopupController>[0];

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

/* An option's own element; its fields are mutable inside this module only. */
type Entry = { -readonly [K in keyof ListboxOption]: ListboxOption[K] };

/*
 * Options are put in runs of this many (plain elements, no role), each of which the browser
 * skips while it is out of view (`content-visibility: auto` in the listbox styles): opening a
 * list of a thousand options then styles and lays out only the runs in view.
 */
const chunkSize = 50;

/* Options the page will show moved by Page Up and Page Down, as in APG's select-only combobox. */
const pageStep = 10;

let instances = 0;

/* Option ids that survive a re-read: one per source option, for as long as it exists. */
const sourceIds = new WeakMap<HTMLOptionElement, string>();
let sourceIdCount = 0;

const optionSelector = ':scope > option, :scope > optgroup > option';

/**
 * The listbox popup of a select, datalist or time field (APG combobox with a listbox popup):
 * the option model, read from the host's light-DOM `<option>` and `<optgroup>` children (or
 * given by the host) and kept current by a `MutationObserver`; the options rendered as
 * `role="option"` elements inside the host's shadow root, so the combobox can point at them
 * with `aria-activedescendant` and `aria-controls`; the active option, moved by the keys
 * (Up/Down, Home/End, Page Up/Page Down, typeahead; disabled and hidden options skipped) and
 * scrolled into view; opening and closing on the shared popup (flipped at the viewport edge,
 * never clipped, light dismiss and the shared Escape stack) with `sk-open`, `sk-close`,
 * `sk-after-open` and `sk-after-close`; and a filter hook that hides options and marks the
 * matched text.
 *
 * The host renders the combobox, the popup and an empty listbox element; this controller fills
 * the listbox once per change of the options, never on open or per key, and moves the active
 * option by touching the two elements concerned. The host decides what the keys mean while the
 * list is closed and what choosing does; the controller handles, while it is open, the movement
 * keys, Enter on the active option (`onSelect`), Escape (`sk-close` with source `escape`), and
 * closes the list when focus leaves the host.
 */
export class ListboxController implements ReactiveController {
  readonly popup: PopupController;
  private readonly host: Host;
  private readonly options: ListboxOptions;
  private readonly roving: RovingFocusController;
  private readonly prefix = `sk-listbox-${++instances}`;
  private entries: Entry[] = [];
  private visible: Entry[] = [];
  private selected = new WeakSet<Entry>();
  private items: readonly ListboxItem[] = [];
  private stale = true;
  private built = false;
  /* Option elements built but not yet in the listbox, and the listbox they were put in. */
  private pending: DocumentFragment | undefined;
  private mounted: HTMLElement | undefined;
  private observer: MutationObserver | undefined;
  private test: ((option: ListboxOption) => ListboxMatch) | undefined;
  private marked = new Set<Entry>();
  /* Set while this controller opens or closes the popup, so the platform's own are told apart. */
  private closing = false;
  private opening = false;
  /* Where the next opening puts the active option. */
  private openAt: ListboxOpenAt = 'selected';
  /* Set by a click on an invoker combobox, which the platform answers by toggling the popup. */
  private triggered = false;
  /* A close the page refused while the platform closed the popup: reopened after the toggle. */
  private reopen = false;
  private wasOpen = false;

  constructor(host: Host, options: ListboxOptions) {
    this.host = host;
    this.options = options;
    this.popup = new PopupController(host, {
      anchor: options.anchor ?? options.combobox,
      popup: options.popup,
      placement: () => options.placement?.() ?? 'bottom-start',
      matchWidth: true,
      invoker: options.invoker,
      states: options.states,
      strategy: options.strategy,
      onToggle: this.onToggle,
    });
    this.roving = new RovingFocusController(host, {
      mode: 'active-descendant',
      // Closed, the list has no items: the roving keys then find nothing to move to.
      getItems: () => (this.popup.open ? this.visible.map((entry) => entry.element) : []),
      focusTarget: options.combobox,
      typeahead: options.typeahead ?? false,
      getText: (element) => this.entryOf(element)?.label ?? '',
      onCurrentChange: (element, event) => {
        this.options.onActiveChange?.(element && this.entryOf(element), event);
      },
      onActivate: (element, event) => {
        const entry = this.entryOf(element);
        if (entry && !entry.disabled) this.options.onSelect?.(entry, event);
      },
    });
    host.addController(this);
  }

  /** Every option, in order, hidden ones included. */
  get all(): readonly ListboxOption[] {
    this.refresh();
    return this.entries;
  }

  /** The options the filter shows, in order. */
  get shown(): readonly ListboxOption[] {
    this.refresh();
    return this.visible;
  }

  /** Whether the list is open. */
  get open(): boolean {
    return this.popup.open;
  }

  /** The active option (the one `aria-activedescendant` points to), if any. */
  get active(): ListboxOption | undefined {
    const element = this.roving.current;
    return element && this.entryOf(element);
  }

  /** The first option with `value`, if any. */
  find(value: string): ListboxOption | undefined {
    return this.all.find((option) => option.value === value);
  }

  /** Gives the options, for a host that generates them (`source: 'items'`). */
  setItems(items: readonly ListboxItem[]): void {
    this.items = items;
    this.stale = true;
    this.host.requestUpdate();
  }

  /**
   * Asks to open as the user does: fires the cancelable `sk-open` and opens unless a listener
   * prevented it, with the active option `at` the selected one (the default), the first, the
   * last, or none. Returns whether the list is open.
   */
  requestOpen(at: ListboxOpenAt = 'selected'): boolean {
    if (this.open) return true;
    if (!this.host.dispatchEvent(new SkOpenEvent())) return false;
    this.show(at);
    return this.open;
  }

  /**
   * Asks to close as the user does: fires the cancelable `sk-close` with `source` and closes
   * unless a listener prevented it. Returns whether the list is closed.
   */
  requestClose(source: CloseSource = 'api'): boolean {
    if (!this.open) return true;
    if (!this.host.dispatchEvent(new SkCloseEvent({ source }))) return false;
    this.hide();
    return !this.open;
  }

  /** Opens without asking (no `sk-open`), with the active option `at` as in `requestOpen`. */
  show(at: ListboxOpenAt = 'selected'): void {
    this.refresh();
    this.openAt = at;
    this.opening = true;
    try {
      this.popup.show();
    } finally {
      this.opening = false;
    }
  }

  private activateAt(at: ListboxOpenAt): void {
    this.refresh();
    const enabled = (entry: Entry): boolean => !entry.disabled;
    let entry: Entry | undefined;
    if (at === 'selected') {
      entry = this.visible.find((e) => enabled(e) && this.selected.has(e));
      entry ??= this.visible.find(enabled);
    } else if (at === 'first') entry = this.visible.find(enabled);
    else if (at === 'last') entry = this.visible.findLast(enabled);
    this.roving.setCurrent(entry?.element);
  }

  /** Closes without asking (no `sk-close`). */
  hide(): void {
    this.closing = true;
    try {
      this.popup.hide();
    } finally {
      this.closing = false;
    }
  }

  /** Makes `option` active without calling back (or clears it), scrolling it into view. */
  setActive(option: ListboxOption | undefined): void {
    this.roving.setCurrent(option?.element);
  }

  /**
   * Moves the active option as the keys do, skipping disabled and hidden options, and calls
   * `onActiveChange`: `next`, `previous`, `first`, `last`, or `page-down` and `page-up` (ten
   * options, stopping at the ends).
   */
  move(
    step: 'next' | 'previous' | 'first' | 'last' | 'page-down' | 'page-up',
    event: Event = new Event('move'),
  ): ListboxOption | undefined {
    if (step !== 'page-down' && step !== 'page-up') {
      const element = this.roving.move(step, event);
      return element && this.entryOf(element);
    }
    const forward = step === 'page-down';
    const list = this.visible;
    const from = this.active ? list.indexOf(this.active as Entry) : forward ? -1 : list.length;
    let target: Entry | undefined;
    let passed = 0;
    for (let i = from + (forward ? 1 : -1); i >= 0 && i < list.length; i += forward ? 1 : -1) {
      if (list[i]!.disabled) continue;
      target = list[i];
      if (++passed === pageStep) break;
    }
    if (target && target !== this.active) {
      this.roving.setCurrent(target.element);
      this.options.onActiveChange?.(target, event);
    }
    return this.active;
  }

  /** Re-reads `isSelected` for every option and updates `aria-selected` where it changed. */
  syncSelection(): void {
    this.refresh();
    const isSelected = this.options.isSelected;
    for (const entry of this.entries) {
      const selected = isSelected?.(entry) ?? false;
      if (selected === this.selected.has(entry)) continue;
      if (selected) this.selected.add(entry);
      else this.selected.delete(entry);
      entry.element.setAttribute('aria-selected', String(selected));
    }
  }

  /**
   * Filters the options: `test` is asked about each and says whether it is shown, and which
   * ranges of its label to mark; `undefined` shows every option unmarked. Options hidden by
   * the filter are skipped by the keys, and groups left empty are hidden. Returns the number
   * of options shown. The filter stays in force when the options change.
   */
  filter(test: ((option: ListboxOption) => ListboxMatch) | undefined): number {
    this.test = test;
    this.refresh();
    this.applyFilter();
    return this.visible.length;
  }

  hostConnected(): void {
    if (this.options.source !== 'items') {
      this.observer ??= new MutationObserver(this.onMutation);
      this.observer.observe(this.host, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['value', 'label', 'disabled', 'selected'],
      });
      this.stale = true;
    }
    this.host.renderRoot.addEventListener('keydown', this.onKeydown as EventListener);
    this.host.renderRoot.addEventListener('beforetoggle', this.onBeforeToggle, true);
    this.host.addEventListener('focusout', this.onFocusout);
  }

  hostUpdated(): void {
    this.refresh();
    const combobox = this.options.combobox();
    const listbox = this.options.listbox();
    if (combobox && listbox) {
      listbox.id ||= `${this.prefix}-list`;
      setAttribute(combobox, 'aria-controls', listbox.id);
      setAttribute(combobox, 'aria-expanded', String(this.open));
      setAttribute(listbox, 'aria-multiselectable', this.options.multiple?.() ? 'true' : null);
    }
    const popup = this.options.popup();
    if (popup && this.listeningPopup !== popup) {
      this.listeningPopup?.removeEventListener('mousedown', this.onPopupMousedown);
      popup.addEventListener('mousedown', this.onPopupMousedown);
      this.listeningPopup = popup;
    }
    if (this.options.invoker && combobox && this.listeningCombobox !== combobox) {
      this.listeningCombobox?.removeEventListener('click', this.onComboboxClick);
      combobox.addEventListener('click', this.onComboboxClick);
      this.listeningCombobox = combobox;
    }
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.host.renderRoot.removeEventListener('keydown', this.onKeydown as EventListener);
    this.host.renderRoot.removeEventListener('beforetoggle', this.onBeforeToggle, true);
    this.host.removeEventListener('focusout', this.onFocusout);
  }

  private listeningPopup: HTMLElement | undefined;
  private listeningCombobox: HTMLElement | undefined;

  private entryOf(element: HTMLElement): Entry | undefined {
    return this.entries[Number(element.dataset['index'])];
  }

  /*
   * Reads the options again if they changed (a pending mutation record is taken at once, so a
   * host reading the options in its update sees the light DOM as it is now), builds their
   * elements when they differ, and puts them in the listbox once it exists.
   */
  private refresh(): void {
    const records = this.observer?.takeRecords();
    if (records?.length) this.onMutation(records);
    if (this.stale) {
      this.stale = false;
      const items =
        this.options.source === 'items' ? this.items.map((item) => ({ item })) : this.readSources();
      if (!this.sameAsBuilt(items)) {
        this.build(items);
        this.options.onOptionsChange?.(this.entries);
      }
    }
    const listbox = this.options.listbox();
    if (!listbox || (listbox === this.mounted && !this.pending)) return;
    if (!this.pending) {
      // A new listbox element (the host rendered it again): move the options into it.
      this.pending = document.createDocumentFragment();
      this.pending.append(...(this.mounted?.childNodes ?? []));
    }
    listbox.replaceChildren(this.pending);
    this.pending = undefined;
    this.mounted = listbox;
  }

  private readSources(): { item: ListboxItem; source: HTMLOptionElement }[] {
    return [...this.host.querySelectorAll<HTMLOptionElement>(optionSelector)].map((source) => {
      const group = groupOf(source);
      return {
        source,
        item: {
          value: source.value,
          label: source.label,
          disabled: source.disabled || !!group?.disabled,
          selected: source.defaultSelected,
          group: group ? group.label : undefined,
        },
      };
    });
  }

  private sameAsBuilt(items: { item: ListboxItem; source?: HTMLOptionElement }[]): boolean {
    const entries = this.entries;
    if (items.length !== entries.length || this.built === false) return false;
    return items.every(({ item, source }, i) => {
      const entry = entries[i]!;
      return (
        entry.source === source &&
        entry.value === item.value &&
        entry.label === (item.label ?? item.value) &&
        entry.disabled === !!item.disabled &&
        entry.defaultSelected === !!item.selected &&
        entry.group === item.group
      );
    });
  }

  /*
   * Builds every option element at once, off the document, for one insertion whatever their
   * number. A group is a run of options from one `<optgroup>` (or with one group label).
   */
  private build(items: { item: ListboxItem; source?: HTMLOptionElement }[]): void {
    const activeId = this.roving.current?.id;
    this.roving.setCurrent(undefined);
    const fragment = document.createDocumentFragment();
    const entries: Entry[] = [];
    let parent: ParentNode = fragment;
    let chunk: HTMLElement | undefined;
    let previous: { label?: string; source?: Element | null } | undefined;
    items.forEach(({ item, source }, index) => {
      const sourceGroup = source ? groupOf(source) : undefined;
      const newGroup =
        !previous || (source ? sourceGroup !== previous.source : item.group !== previous.label);
      if (newGroup) {
        previous = { label: item.group, source: sourceGroup };
        parent = fragment;
        chunk = undefined;
        if (item.group !== undefined) {
          const group = document.createElement('div');
          const label = document.createElement('div');
          label.id = `${this.prefix}-g${index}`;
          label.setAttribute('part', 'group-label');
          label.className = 'group-label';
          label.textContent = item.group;
          group.setAttribute('role', 'group');
          group.setAttribute('part', 'group');
          group.className = 'group';
          group.setAttribute('aria-labelledby', label.id);
          group.append(label);
          fragment.append(group);
          parent = group;
        }
      }
      let id = `${this.prefix}-o${index}`;
      if (source) {
        id = sourceIds.get(source) ?? `sk-option-${++sourceIdCount}`;
        sourceIds.set(source, id);
      }
      const label = item.label ?? item.value;
      const element = document.createElement('div');
      element.id = id;
      element.className = 'option';
      element.setAttribute('role', 'option');
      element.setAttribute('part', 'option');
      element.setAttribute('aria-selected', 'false');
      if (item.disabled) element.setAttribute('aria-disabled', 'true');
      element.dataset['index'] = String(index);
      element.textContent = label;
      if (!chunk || chunk.childElementCount === chunkSize) {
        chunk = document.createElement('div');
        chunk.className = 'chunk';
        parent.append(chunk);
      }
      chunk.append(element);
      entries.push({
        index,
        id,
        value: item.value,
        label,
        disabled: !!item.disabled,
        defaultSelected: !!item.selected,
        group: item.group,
        element,
        source,
      });
    });
    // A run that is not full is smaller while out of view, as estimated by its count.
    for (const run of fragment.querySelectorAll<HTMLElement>('.chunk')) {
      const count = run.childElementCount;
      if (count !== chunkSize) run.style.setProperty('--_sk-listbox-chunk-count', String(count));
    }
    this.pending = fragment;
    this.built = true;
    this.entries = entries;
    this.visible = entries;
    this.selected = new WeakSet();
    this.marked.clear();
    this.syncSelection();
    if (this.test) this.applyFilter();
    const active = activeId ? entries.find((entry) => entry.id === activeId) : undefined;
    if (active && !active.disabled && this.visible.includes(active) && this.open) {
      this.roving.setCurrent(active.element);
    }
  }

  /*
   * Shows the options the filter keeps and marks their matches, touching only what changed.
   * A run of options (and a group) with none shown is hidden; a run's size while out of view
   * is estimated from the number it shows.
   */
  private applyFilter(): void {
    const test = this.test;
    const visible: Entry[] = [];
    const shownIn = new Map<HTMLElement, number>();
    for (const entry of this.entries) {
      const match = test ? test(entry) : true;
      const shown = match !== false;
      const { element } = entry;
      if (element.hidden === shown) element.hidden = !shown;
      if (shown) visible.push(entry);
      const ranges = Array.isArray(match) && match.length ? match : undefined;
      if (ranges) {
        markRanges(element, entry.label, ranges);
        this.marked.add(entry);
      } else if (this.marked.delete(entry)) {
        element.textContent = entry.label;
      }
      const chunk = element.parentElement!;
      shownIn.set(chunk, (shownIn.get(chunk) ?? 0) + (shown ? 1 : 0));
    }
    const groupsShown = new Map<HTMLElement, boolean>();
    for (const [chunk, count] of shownIn) {
      if (chunk.hidden !== (count === 0)) chunk.hidden = count === 0;
      const size = count === chunkSize ? '' : String(count);
      if (chunk.style.getPropertyValue('--_sk-listbox-chunk-count') !== size) {
        chunk.style.setProperty('--_sk-listbox-chunk-count', size);
      }
      const group = chunk.parentElement!;
      if (group.classList.contains('group')) {
        groupsShown.set(group, (groupsShown.get(group) ?? false) || count > 0);
      }
    }
    for (const [group, shown] of groupsShown) {
      if (group.hidden === shown) group.hidden = !shown;
    }
    this.visible = visible;
    const active = this.active as Entry | undefined;
    if (active && !visible.includes(active)) this.roving.setCurrent(undefined);
  }

  private readonly onMutation = (records: MutationRecord[]): void => {
    // Only a change that concerns options: a slotted label or hint re-reads nothing.
    const relevant = records.some(
      (record) =>
        this.inOption(record.target) ||
        [...record.addedNodes, ...record.removedNodes].some(isOptionNode),
    );
    if (!relevant) return;
    this.stale = true;
    this.host.requestUpdate();
  };

  private inOption(node: Node | null): boolean {
    for (let n = node; n && n !== this.host; n = n.parentNode) if (isOptionNode(n)) return true;
    return false;
  }

  private readonly onToggle = (open: boolean): void => {
    const combobox = this.options.combobox();
    combobox?.setAttribute('aria-expanded', String(open));
    if (open) this.activateAt(this.openAt);
    else this.roving.setCurrent(undefined);
    this.openAt = 'selected';
    this.options.onToggle?.(open);
    if (open === this.wasOpen) return;
    this.wasOpen = open;
    const popup = this.options.popup();
    void (popup ? waitForTransition(popup) : Promise.resolve()).then(() => {
      if (this.open !== open) return;
      this.host.dispatchEvent(open ? new SkAfterOpenEvent() : new SkAfterCloseEvent());
    });
    if (!open && this.reopen) {
      this.reopen = false;
      this.popup.show();
    }
  };

  /*
   * The platform opens and closes the popup by itself: an invoker button's click toggles it
   * (a request to open, refusable here; or to close, source `trigger`), and a click outside or
   * another popup opening closes it (`light-dismiss`). A close cannot be refused before it
   * happens, so a refused one opens the list again.
   */
  private readonly onBeforeToggle = (event: Event): void => {
    const popup = this.options.popup();
    if (event.target !== popup || this.closing || this.opening || !this.host.isConnected) return;
    const triggered = this.triggered;
    this.triggered = false;
    if ((event as ToggleEvent).newState === 'open') {
      if (!this.host.dispatchEvent(new SkOpenEvent())) event.preventDefault();
      else this.refresh();
      return;
    }
    const source = triggered ? 'trigger' : 'light-dismiss';
    this.reopen = !this.host.dispatchEvent(new SkCloseEvent({ source }));
  };

  /* The platform toggles the popup right after the click's listeners, within this task. */
  private readonly onComboboxClick = (): void => {
    this.triggered = true;
    setTimeout(() => (this.triggered = false));
  };

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing || !this.open) return;
    const combobox = this.options.combobox();
    if (!combobox || event.composedPath()[0] !== combobox) return;
    switch (event.key) {
      case 'Escape':
        // Cancelled, so the platform does not also close the popup or a dialog around it.
        event.preventDefault();
        this.requestClose('escape');
        return;
      case 'PageDown':
      case 'PageUp':
        event.preventDefault();
        this.move(event.key === 'PageDown' ? 'page-down' : 'page-up', event);
        return;
      case 'Enter': {
        const active = this.active;
        if (!active || event.altKey || event.ctrlKey || event.metaKey) return;
        // Cancelled, so a single-line field does not also submit its form.
        event.preventDefault();
        if (!active.disabled) this.options.onSelect?.(active, event);
        return;
      }
      default:
    }
  };

  /* Focus leaving the host closes the list: Tab, or a click on something that takes focus. */
  private readonly onFocusout = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next && (this.host.contains(next) || this.host.shadowRoot?.contains(next))) return;
    if (this.open) this.requestClose('light-dismiss');
  };

  /* A press in the list (its scrollbar, a group label) must not take focus from the combobox. */
  private readonly onPopupMousedown = (event: MouseEvent): void => {
    event.preventDefault();
  };
}

const isOptionNode = (node: Node): boolean =>
  node instanceof HTMLOptionElement || node instanceof HTMLOptGroupElement;

function groupOf(option: HTMLOptionElement): HTMLOptGroupElement | null {
  const parent = option.parentElement;
  return parent instanceof HTMLOptGroupElement ? parent : null;
}

function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/* The label with `ranges` wrapped in `<mark part="mark">`. */
function markRanges(
  element: HTMLElement,
  label: string,
  ranges: readonly (readonly [number, number])[],
): void {
  const nodes: (string | Node)[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, at);
    const to = Math.min(end, label.length);
    if (to <= from) continue;
    if (from > at) nodes.push(label.slice(at, from));
    const mark = document.createElement('mark');
    mark.setAttribute('part', 'mark');
    mark.textContent = label.slice(from, to);
    nodes.push(mark);
    at = to;
  }
  if (at < label.length) nodes.push(label.slice(at));
  element.replaceChildren(...nodes);
}

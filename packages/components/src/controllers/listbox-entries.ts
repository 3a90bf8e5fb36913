import { groupOf, isOptionNode, markRanges } from './listbox-elements.js';
import type {
  ListboxEntry,
  ListboxItem,
  ListboxMatch,
  ListboxOption,
  ListboxOptions,
} from './listbox.types.js';
import type { PopupController } from './popup-controller.js';
import type { RovingFocusController } from './roving-focus.js';

type Host = ConstructorParameters<typeof PopupController>[0];

let instances = 0;

/*
 * Options are put in runs of this many (plain elements, no role), each of which the browser
 * skips while it is out of view (`content-visibility: auto` in the listbox styles): opening a
 * list of a thousand options then styles and lays out only the runs in view.
 */
const chunkSize = 50;

/* Option ids that survive a re-read: one per source option, for as long as it exists. */
const sourceIds = new WeakMap<HTMLOptionElement, string>();
let sourceIdCount = 0;

/** An option to build: as given, and the light-DOM `<option>` it was read from, if any. */
interface ListboxSourceItem {
  item: ListboxItem;
  source?: HTMLOptionElement;
}

const optionSelector = ':scope > option, :scope > optgroup > option';

/**
 * The entry cache under `ListboxController`: its options, read from the host's light-DOM
 * `<option>` and `<optgroup>` children (followed by a `MutationObserver`) or given by
 * `setItems`, with their `role="option"` elements. The elements are built again only when the
 * options differ from those built, and moved whole into the listbox element whenever the host
 * renders a new one. It also keeps which options the filter shows and which are selected, and
 * clears or restores the active option as its element goes or comes back.
 *
 * A base class rather than a member, so that its methods are the controller's own API without a
 * forwarding method each: the controller is one of the shared primitives, measured by the size
 * budget.
 */
export abstract class ListboxEntries {
  protected readonly host: Host;
  protected readonly options: ListboxOptions;
  /* The active option is the roving focus's current item, in `active-descendant` mode. */
  protected abstract readonly roving: RovingFocusController;
  /* What the ids of generated options, of group labels and of the listbox start with. */
  protected readonly prefix = `sk-listbox-${++instances}`;
  protected entries: ListboxEntry[] = [];
  protected visible: ListboxEntry[] = [];
  protected selected = new WeakSet<ListboxEntry>();
  private items: readonly ListboxItem[] = [];
  protected stale = true;
  private built = false;
  /* Option elements built but not yet in the listbox, and the listbox they were put in. */
  private pending: DocumentFragment | undefined;
  private mounted: HTMLElement | undefined;
  protected observer: MutationObserver | undefined;
  private test: ((option: ListboxOption) => ListboxMatch) | undefined;
  private marked = new Set<ListboxEntry>();

  constructor(host: Host, options: ListboxOptions) {
    this.host = host;
    this.options = options;
  }

  /** Whether the list is open. */
  abstract get open(): boolean;

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

  protected entryOf(element: HTMLElement): ListboxEntry | undefined {
    return this.entries[Number(element.dataset['index'])];
  }

  /*
   * Reads the options again if they changed (a pending mutation record is taken at once, so a
   * host reading the options in its update sees the light DOM as it is now), builds their
   * elements when they differ, and puts them in the listbox once it exists.
   */
  protected refresh(): void {
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

  private readSources(): Required<ListboxSourceItem>[] {
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

  private sameAsBuilt(items: readonly ListboxSourceItem[]): boolean {
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
  private build(items: readonly ListboxSourceItem[]): void {
    const activeId = this.roving.current?.id;
    this.roving.setCurrent(undefined);
    const fragment = document.createDocumentFragment();
    const entries: ListboxEntry[] = [];
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
    const visible: ListboxEntry[] = [];
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
    const active = this.active as ListboxEntry | undefined;
    if (active && !visible.includes(active)) this.roving.setCurrent(undefined);
  }

  protected readonly onMutation = (records: MutationRecord[]): void => {
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
}

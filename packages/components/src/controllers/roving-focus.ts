export * from './roving-focus.types.js';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { resolveDir, resolveLang } from '../localization/locale.js';
import { DEV } from '../internal/dev.js';
import { warnOnce } from '../internal/warn.js';
import type {
  RovingFocusMode,
  RovingFocusOptions,
  RovingSetting,
  RovingStep,
} from './roving-focus.types.js';
import { typeaheadMatch, typeaheadResetMs } from './typeahead.js';

type Host = ReactiveControllerHost & HTMLElement;

const textEntry =
  'textarea, select, input:not([type=button], [type=checkbox], [type=radio], [type=reset], [type=submit], [type=image], [type=range], [type=color], [type=file])';

function read<T>(setting: RovingSetting<T> | undefined, fallback: T): T {
  if (setting === undefined) return fallback;
  return typeof setting === 'function' ? (setting as () => T)() : setting;
}

/* Keys typed into a text field belong to it: its caret moves with Home, End and the arrows. */
function isTextEntry(node: EventTarget | undefined): boolean {
  return node instanceof HTMLElement && (node.isContentEditable || node.matches(textEntry));
}

/* Whether `outer` is the tree of `node` or of one of its shadow hosts (outward references). */
function isOwnOrOuterTree(outer: Node, node: Node): boolean {
  let root = node.getRootNode();
  for (;;) {
    if (root === outer) return true;
    if (!(root instanceof ShadowRoot)) return false;
    root = root.host.getRootNode();
  }
}

let generatedIds = 0;

function ensureId(item: HTMLElement): string {
  if (!item.id) {
    const root = item.getRootNode() as Document | ShadowRoot;
    do item.id = `sk-item-${++generatedIds}`;
    while (root.getElementById(item.id) !== item);
  }
  return item.id;
}

function defaultIsDisabled(item: HTMLElement): boolean {
  return item.hasAttribute('disabled') || item.getAttribute('aria-disabled') === 'true';
}

/**
 * Keyboard movement inside a composite widget (APG "managing focus in composites"): one Tab stop
 * for the whole group, arrow keys by orientation (left and right mirrored in right-to-left
 * text), Home and End, optional wrapping, typeahead, disabled items skipped, and the current item
 * following focus and clicks. Items come from `getItems`, so they may be slotted light-DOM
 * elements or the host's own shadow elements, and may change at any time.
 *
 * In `roving-tabindex` mode the controller owns the items' `tabindex` (0 on the current item,
 * -1 on the rest); items must not set their own. In `tab-sequence` mode it never sets one: each
 * item stays a Tab stop. In `active-descendant` mode focus stays on `focusTarget`, the current
 * item gets the `active` attribute (for styling) and is scrolled into view, and the focus target
 * points to it. `aria-activedescendant` is an id reference, which cannot cross shadow roots:
 * options in the focus target's own tree get the attribute (and an id if they have none);
 * options in an outer tree (slotted options of a host whose input is in its shadow root) are
 * referenced with `ariaActiveDescendantElement`; options inside another shadow root cannot be
 * referenced at all, and get a development warning (SK007).
 */
export class RovingFocusController implements ReactiveController {
  private readonly host: Host;
  private readonly options: RovingFocusOptions;
  private currentItem: HTMLElement | undefined;
  private buffer = '';
  private bufferTimer: ReturnType<typeof setTimeout> | undefined;
  private observer: MutationObserver | undefined;

  constructor(host: Host, options: RovingFocusOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** The mode given at construction. */
  get mode(): RovingFocusMode {
    return this.options.mode ?? 'roving-tabindex';
  }

  /** Every item, in order, disabled ones included. */
  get items(): HTMLElement[] {
    return this.options.getItems();
  }

  /** The item with the tab stop, or the active descendant; `undefined` when there is none. */
  get current(): HTMLElement | undefined {
    return this.currentItem;
  }

  /**
   * Makes `item` current without calling back (for a host whose value changed by script), and
   * focuses it with `{ focus: true }` in `roving-tabindex` mode. `undefined` clears the active
   * descendant.
   */
  setCurrent(item: HTMLElement | undefined, options: { focus?: boolean } = {}): void {
    const previous = this.currentItem;
    this.currentItem = item;
    if (this.mode === 'active-descendant') {
      this.pointTo(item, previous);
      return;
    }
    this.applyTabStops();
    if (options.focus) this.currentItem?.focus();
  }

  /** Moves as the keys do and calls back as for a user move; returns the new current item. */
  move(step: RovingStep, event: Event = new Event('move')): HTMLElement | undefined {
    const items = this.items;
    const from = this.currentItem ? items.indexOf(this.currentItem) : -1;
    const first = (): HTMLElement | undefined => this.scan(items, -1, 1);
    const last = (): HTMLElement | undefined => this.scan(items, items.length, -1);
    let target: HTMLElement | undefined;
    if (step === 'first' || (step === 'next' && from === -1)) {
      target = first();
    } else if (step === 'last' || (step === 'previous' && from === -1)) {
      target = last();
    } else {
      const forward = step === 'next';
      target = this.scan(items, from, forward ? 1 : -1);
      if (!target && read(this.options.wrap, false)) target = forward ? first() : last();
    }
    if (target) this.userMove(target, event);
    return this.currentItem;
  }

  /** Focuses the group: the current item, or the focus target in `active-descendant` mode. */
  focus(options?: FocusOptions): void {
    if (this.mode === 'active-descendant') {
      (this.options.focusTarget?.() ?? this.host).focus(options);
      return;
    }
    this.applyTabStops();
    this.currentItem?.focus(options);
  }

  /**
   * Re-reads the items: keeps one tab stop on an enabled item, drops a current item that was
   * removed or disabled. Runs after every host update, on `slotchange` and when the host's
   * light DOM changes; call it when items change in a way none of those notice.
   */
  sync(): void {
    if (this.mode === 'active-descendant') {
      const current = this.currentItem;
      if (current && (!this.items.includes(current) || this.isDisabled(current))) {
        this.setCurrent(undefined);
      } else if (current) this.pointTo(current, current);
      return;
    }
    this.applyTabStops();
  }

  hostConnected(): void {
    const host = this.host;
    host.addEventListener('keydown', this.onKeydown);
    host.addEventListener('focusin', this.onFocusin);
    host.addEventListener('focusout', this.onFocusout);
    host.addEventListener('click', this.onClick);
    host.addEventListener('mousedown', this.onMousedown);
    host.shadowRoot?.addEventListener('slotchange', this.onItemsChange);
    this.observer ??= new MutationObserver(this.onItemsChange);
    this.observer.observe(host, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'aria-disabled'],
    });
  }

  hostUpdated(): void {
    this.sync();
  }

  hostDisconnected(): void {
    const host = this.host;
    host.removeEventListener('keydown', this.onKeydown);
    host.removeEventListener('focusin', this.onFocusin);
    host.removeEventListener('focusout', this.onFocusout);
    host.removeEventListener('click', this.onClick);
    host.removeEventListener('mousedown', this.onMousedown);
    host.shadowRoot?.removeEventListener('slotchange', this.onItemsChange);
    this.observer?.disconnect();
    clearTimeout(this.bufferTimer);
    this.buffer = '';
  }

  private isDisabled(item: HTMLElement): boolean {
    return (this.options.isDisabled ?? defaultIsDisabled)(item);
  }

  /** The first enabled item after `from` in `direction`, without wrapping. */
  private scan(items: HTMLElement[], from: number, direction: 1 | -1): HTMLElement | undefined {
    for (let i = from + direction; i >= 0 && i < items.length; i += direction) {
      const item = items[i]!;
      if (!this.isDisabled(item)) return item;
    }
    return undefined;
  }

  private userMove(item: HTMLElement, event: Event): void {
    const changed = item !== this.currentItem;
    this.setCurrent(item, { focus: true });
    if (!changed) return;
    this.options.onCurrentChange?.(item, event);
    if (read(this.options.selectionFollowsFocus, false)) this.options.onActivate?.(item, event);
  }

  private applyTabStops(): void {
    const items = this.items;
    let current = this.currentItem;
    const usable = (item: HTMLElement | undefined): item is HTMLElement =>
      !!item && items.includes(item) && !this.isDisabled(item);
    /*
     * While focus is elsewhere, the selected item takes the tab stop (APG: Tab into a radio
     * group or tab list lands on the checked radio or the active tab).
     */
    const selected = this.options.isSelected
      ? items.find((item) => !this.isDisabled(item) && this.options.isSelected!(item))
      : undefined;
    if (selected && !this.host.matches(':focus-within')) current = selected;
    if (!usable(current)) current = selected ?? this.scan(items, -1, 1);
    this.currentItem = current;
    if (this.mode === 'tab-sequence') return;
    for (const item of items) {
      const tabindex = item === current ? '0' : '-1';
      if (item.getAttribute('tabindex') !== tabindex) item.setAttribute('tabindex', tabindex);
    }
  }

  private pointTo(item: HTMLElement | undefined, previous: HTMLElement | undefined): void {
    if (previous && previous !== item) previous.removeAttribute('active');
    const target = this.options.focusTarget?.() ?? this.host;
    if (!item) {
      target.removeAttribute('aria-activedescendant');
      target.ariaActiveDescendantElement = null;
      return;
    }
    item.setAttribute('active', '');
    const root = item.getRootNode();
    if (root === target.getRootNode()) {
      const id = ensureId(item);
      if (target.getAttribute('aria-activedescendant') !== id) {
        target.setAttribute('aria-activedescendant', id);
      }
    } else if (isOwnOrOuterTree(root, target)) {
      target.ariaActiveDescendantElement = item;
    } else if (DEV) {
      warnOnce(
        this.host,
        'SK007',
        'An active-descendant option is inside a shadow root the focused element cannot reference; ' +
          'put the options in the same tree as the focused element, or in its host’s light DOM.',
      );
    }
    if (item !== previous) item.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  private stepFor(key: string, textEntry: boolean): RovingStep | undefined {
    const orientation = read(this.options.orientation, 'vertical');
    const vertical = orientation !== 'horizontal';
    const horizontal = orientation !== 'vertical' && !textEntry;
    const rtl = resolveDir(this.host) === 'rtl';
    switch (key) {
      case 'ArrowDown':
        return vertical ? 'next' : undefined;
      case 'ArrowUp':
        return vertical ? 'previous' : undefined;
      case 'ArrowRight':
        return horizontal ? (rtl ? 'previous' : 'next') : undefined;
      case 'ArrowLeft':
        return horizontal ? (rtl ? 'next' : 'previous') : undefined;
      case 'Home':
        return textEntry ? undefined : 'first';
      case 'End':
        return textEntry ? undefined : 'last';
      default:
        return undefined;
    }
  }

  private itemFrom(path: EventTarget[]): HTMLElement | undefined {
    const items = this.items;
    for (const node of path) if (items.includes(node as HTMLElement)) return node as HTMLElement;
    return undefined;
  }

  private typeahead(key: string, event: KeyboardEvent): void {
    clearTimeout(this.bufferTimer);
    this.bufferTimer = setTimeout(() => (this.buffer = ''), typeaheadResetMs);
    this.buffer += key;
    const item = typeaheadMatch(
      this.buffer,
      resolveLang(this.host),
      this.items.filter((item) => !this.isDisabled(item)),
      this.currentItem,
      this.options.getText ?? ((item: HTMLElement) => item.textContent ?? ''),
    );
    if (item) this.userMove(item, event);
  }

  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.isComposing) return;
    const path = event.composedPath();
    const origin = path[0];
    if (this.mode === 'active-descendant') {
      if (!path.includes(this.options.focusTarget?.() ?? this.host)) return;
    } else {
      const item = this.itemFrom(path);
      // Keys typed into a field inside an item (a search box in a toolbar) are the field's.
      if (!item || (origin !== item && isTextEntry(origin))) return;
    }
    const textEntry = isTextEntry(origin);

    const step = this.stepFor(event.key, textEntry);
    if (step) {
      event.preventDefault();
      this.move(step, event);
      return;
    }

    const current = this.currentItem;
    const space = event.key === ' ' && !textEntry && this.buffer === '';
    if ((event.key === 'Enter' || space) && current && this.options.onActivate) {
      event.preventDefault();
      this.options.onActivate(current, event);
      return;
    }

    if (textEntry || space || !read(this.options.typeahead, true)) return;
    if ([...event.key].length === 1) {
      event.preventDefault();
      this.typeahead(event.key, event);
    }
  };

  /* Focus that reaches an item by click or script makes it current, so arrows go on from it. */
  private readonly onFocusin = (event: FocusEvent): void => {
    if (this.mode === 'active-descendant') return;
    const item = this.itemFrom(event.composedPath());
    if (!item || item === this.currentItem || this.isDisabled(item)) return;
    this.currentItem = item;
    this.applyTabStops();
    this.options.onCurrentChange?.(item, event);
  };

  /* Leaving the group hands the tab stop back to the selected item. */
  private readonly onFocusout = (event: FocusEvent): void => {
    const next = event.relatedTarget as Node | null;
    if (next && (this.host.contains(next) || this.host.shadowRoot?.contains(next))) return;
    if (this.mode === 'roving-tabindex') this.applyTabStops();
  };

  private readonly onClick = (event: MouseEvent): void => {
    const item = this.itemFrom(event.composedPath());
    if (!item || this.isDisabled(item)) return;
    if (item !== this.currentItem) {
      this.setCurrent(item);
      this.options.onCurrentChange?.(item, event);
    }
    if (this.mode === 'active-descendant') {
      const target = this.options.focusTarget?.() ?? this.host;
      if (!target.matches(':focus-within')) target.focus();
    }
    this.options.onActivate?.(item, event);
  };

  /* A press on an option must not take focus from the input or listbox that keeps it. */
  private readonly onMousedown = (event: MouseEvent): void => {
    if (this.mode === 'active-descendant' && this.itemFrom(event.composedPath())) {
      event.preventDefault();
    }
  };

  private readonly onItemsChange = (): void => {
    this.sync();
  };
}

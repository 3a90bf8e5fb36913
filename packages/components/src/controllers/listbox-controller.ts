import type { ReactiveController } from 'lit';
import { SkAfterCloseEvent } from '../events/after-close.js';
import { SkAfterOpenEvent } from '../events/after-open.js';
import { type CloseSource, SkCloseEvent } from '../events/close.js';
import { SkOpenEvent } from '../events/open.js';
import { waitForTransition } from '../internal/animation.js';
import { ListboxEntries } from './listbox-entries.js';
import type {
  ListboxEntry,
  ListboxOpenAt,
  ListboxOption,
  ListboxOptions,
} from './listbox.types.js';
import { PopupController } from './popup-controller.js';
import { RovingFocusController } from './roving-focus.js';

export type {
  ListboxItem,
  ListboxMatch,
  ListboxOpenAt,
  ListboxOption,
  ListboxOptions,
} from './listbox.types.js';

type Host = ConstructorParameters<typeof PopupController>[0];

/* Options the page will show moved by Page Up and Page Down, as in APG's select-only combobox. */
const pageStep = 10;

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
export class ListboxController extends ListboxEntries implements ReactiveController {
  readonly popup: PopupController;
  protected override readonly roving: RovingFocusController;
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
    super(host, options);
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

  /** Whether the list is open. */
  override get open(): boolean {
    return this.popup.open;
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
    const enabled = (entry: ListboxEntry): boolean => !entry.disabled;
    let entry: ListboxEntry | undefined;
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
    const from = this.active
      ? list.indexOf(this.active as ListboxEntry)
      : forward
        ? -1
        : list.length;
    let target: ListboxEntry | undefined;
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

function setAttribute(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

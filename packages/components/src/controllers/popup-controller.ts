import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type * as Fallback from './popup-fallback.js';
import {
  anchorDeclarations,
  placementAlign,
  placementSide,
  type PopupPlacement,
} from './popup-placement.js';

export { popupPlacements, type PopupPlacement } from './popup-placement.js';

/**
 * How a popup is placed: `anchor` by CSS anchor positioning (the browser keeps it in place and
 * flips it, even while scrolling, with no script); `coordinates` by fixed pixel positions this
 * controller computes on open and on every scroll and resize, for browsers without it.
 */
export const popupStrategies = ['anchor', 'coordinates'] as const;

export type PopupStrategy = (typeof popupStrategies)[number];

/** Whether this browser has CSS anchor positioning; decides the default strategy. */
export const supportsAnchorPositioning =
  typeof CSS !== 'undefined' && CSS.supports('anchor-name: --sk-a');

type Option<T> = T | (() => T);

export interface PopupOptions {
  /** The element the popup is placed against: the trigger, in the same shadow root. */
  anchor: () => HTMLElement | null | undefined;
  /** The element with the `popover` attribute (`auto`, `manual` or `hint`) and class `popup`. */
  popup: () => HTMLElement | null | undefined;
  /** Where the popup sits; `bottom-start` by default. Read again whenever the host updates. */
  placement?: Option<PopupPlacement>;
  /** Whether the popup is at least as wide as its anchor, as a select's or datalist's list is. */
  matchWidth?: Option<boolean>;
  /**
   * Whether a click on the anchor (a `<button>`) toggles the popup. The platform does it, so a
   * click on the anchor of an open `auto` popup closes it instead of light-dismissing and
   * reopening it, and the button reports its expanded state to assistive technology.
   */
  invoker?: boolean;
  /** The host's custom states (`this.internals.states`): `open` is added while it is open. */
  states?: CustomStateSet;
  /** Called after the popup opens or closes, by this controller or by the platform. */
  onToggle?: (open: boolean) => void;
  /** Only to test the fallback; the default follows `supportsAnchorPositioning`. */
  strategy?: PopupStrategy;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };
type Popover = HTMLElement & { showPopover(options?: { source?: HTMLElement }): void };

let count = 0;

/* Loaded once, and only by a browser that needs it. */
let fallback: Promise<typeof Fallback> | undefined;
const loadFallback = (): Promise<typeof Fallback> => (fallback ??= import('./popup-fallback.js'));

const read = <T>(option: Option<T>): T =>
  typeof option === 'function' ? (option as () => T)() : option;

/**
 * A popup in the top layer, placed against an anchor in the host's shadow root: for the lists of
 * select, datalist and time, and for tooltips. The host renders both elements; this controller
 * places, opens and closes the popup, mirrors its state on the host, and gives focus back to the
 * anchor when the popup closes with focus inside it.
 *
 * Escape, light dismiss and nesting come from the platform: `auto` popovers and modal dialogs
 * share one stack, so Escape closes only the innermost open popup, and an `auto` popup inside
 * another (in the flat tree, or opened from an anchor inside it) keeps its parent open.
 *
 * A controller rather than a popup element: a listbox's options must share a shadow root with
 * the combobox that names them in `aria-activedescendant`, and anchor names are tree-scoped, so
 * the popup lives in its host's shadow root; and it costs no extra element per instance.
 */
export class PopupController implements ReactiveController {
  readonly strategy: PopupStrategy;
  private readonly host: Host;
  private readonly options: PopupOptions;
  /* Anchor names are tree-scoped, but two popups in one shadow root still need two names. */
  private readonly anchorName = `--sk-popup-${++count}`;
  private wasOpen = false;
  private stopTracking?: () => void;

  constructor(host: Host, options: PopupOptions) {
    this.host = host;
    this.options = options;
    this.strategy = options.strategy ?? (supportsAnchorPositioning ? 'anchor' : 'coordinates');
    // Fetched ahead, so the first popup to open is placed before it is painted.
    if (this.strategy === 'coordinates') void loadFallback();
    host.addController(this);
  }

  /** Whether the popup is showing. */
  get open(): boolean {
    return this.options.popup()?.matches(':popover-open') ?? false;
  }

  show(): void {
    const popup = this.options.popup() as Popover | null | undefined;
    if (!popup?.isConnected || this.open) return;
    // The source makes the anchor the popup's invoker, which nests it in a popup around the anchor.
    popup.showPopover({ source: this.options.anchor() ?? undefined });
    this.sync();
  }

  hide(): void {
    if (this.open) this.options.popup()!.hidePopover();
    this.sync();
  }

  toggle(force = !this.open): void {
    if (force) this.show();
    else this.hide();
  }

  /** Places the popup again, for a host whose anchor moved without a scroll or resize. */
  reposition(): void {
    const popup = this.options.popup();
    const anchor = this.options.anchor();
    if (!popup || !anchor) return;
    const placement = read(this.options.placement ?? 'bottom-start');
    const matchWidth = read(this.options.matchWidth ?? false);
    const style = popup.style;
    if (this.strategy === 'anchor') {
      // Appended to the anchor's names: another popup may be anchored to the same element.
      const names = anchor.style.getPropertyValue('anchor-name');
      if (!names.split(', ').includes(this.anchorName)) {
        anchor.style.setProperty(
          'anchor-name',
          names ? `${names}, ${this.anchorName}` : this.anchorName,
        );
      }
      style.setProperty('position-anchor', this.anchorName);
      for (const [property, value] of Object.entries(anchorDeclarations(placement))) {
        style.setProperty(property, value);
      }
      style.minInlineSize = matchWidth ? 'anchor-size(width)' : '';
      return;
    }
    if (!this.open) return;
    void loadFallback().then(({ placeByCoordinates }) => {
      if (!this.open) return;
      placeByCoordinates(
        popup,
        anchor,
        placementSide(placement),
        placementAlign(placement),
        matchWidth,
      );
    });
  }

  hostConnected(): void {
    // Toggle events do not bubble; capturing at the shadow root sees them before they reach it.
    this.host.renderRoot.addEventListener('beforetoggle', this.onBeforeToggle, true);
    this.host.renderRoot.addEventListener('toggle', this.sync, true);
  }

  hostUpdated(): void {
    if (this.options.invoker) {
      const anchor = this.options.anchor();
      if (anchor instanceof HTMLButtonElement) {
        anchor.popoverTargetElement = this.options.popup() ?? null;
      }
    }
    if (this.open) this.reposition();
  }

  hostDisconnected(): void {
    this.host.renderRoot.removeEventListener('beforetoggle', this.onBeforeToggle, true);
    this.host.renderRoot.removeEventListener('toggle', this.sync, true);
    // A disconnected popover closes without a toggle event.
    this.sync();
  }

  private readonly onBeforeToggle = (event: Event): void => {
    const popup = this.options.popup();
    if (!popup || event.target !== popup) return;
    if ((event as ToggleEvent).newState === 'open') {
      // Anchored styles apply before the first frame; coordinates need the popup laid out.
      if (this.strategy === 'anchor') this.reposition();
      else requestAnimationFrame(() => this.reposition());
    } else if (popup.matches(':focus-within')) {
      // Closing would drop focus on the page; the platform restores it only after autofocus.
      this.options.anchor()?.focus();
    }
  };

  /** Brings the host's state in line with the popup's, whoever opened or closed it. */
  private readonly sync = (event?: Event): void => {
    if (event && event.target !== this.options.popup()) return;
    const open = this.open && this.host.isConnected;
    if (open === this.wasOpen) return;
    this.wasOpen = open;
    if (open) this.options.states?.add('open');
    else this.options.states?.delete('open');
    if (this.strategy === 'coordinates') this.track(open);
    this.options.onToggle?.(open);
  };

  /* Without anchor positioning, the popup follows its anchor through scrolling and resizing. */
  private track(open: boolean): void {
    this.stopTracking?.();
    this.stopTracking = undefined;
    if (!open) return;
    const elements = [this.options.anchor(), this.options.popup()].filter((e) => e != null);
    void loadFallback().then(({ followAnchor }) => {
      if (this.open && !this.stopTracking) {
        this.stopTracking = followAnchor(elements, () => this.reposition());
      }
    });
  }
}

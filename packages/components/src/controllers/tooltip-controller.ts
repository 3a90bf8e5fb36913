import type { ReactiveController } from 'lit';
import { PopupController, type PopupOptions } from './popup-controller.js';
import type { PopupPlacement } from './popup-placement.js';

export interface TooltipOptions {
  /** The element the tooltip describes and is placed against (the focusable part). */
  anchor: () => HTMLElement | null | undefined;
  /** The tooltip: `class="popup tooltip"`, `popover="hint"`. */
  tooltip: () => HTMLElement | null | undefined;
  /** `top` by default; it flips below at the top of the viewport. */
  placement?: PopupPlacement;
  /** Only to test the fallback. */
  strategy?: PopupOptions['strategy'];
}

type Host = ConstructorParameters<typeof PopupController>[0];

/**
 * Shows a tooltip while its host is hovered or its anchor has keyboard focus, and meets WCAG
 * 1.4.13: the pointer can move onto the tooltip (it is inside the host, and its styles bridge
 * the gap), it stays until interest ends, and Escape hides it until the pointer leaves and focus
 * moves away.
 *
 * The tooltip is a `hint` popover: showing it closes other tooltips but never an open menu or
 * list, and it is the first thing Escape closes. Where `hint` is unknown the attribute falls back
 * to `manual`, which is why Escape is handled here rather than left to the platform. Pointer and
 * focus listeners rather than `interestfor`: that attribute is not in every evergreen browser,
 * and it would add the tooltip as a description that repeats the name.
 */
export class TooltipController implements ReactiveController {
  readonly popup: PopupController;
  private readonly options: TooltipOptions;
  private hovered = false;
  private focused = false;
  private dismissed = false;

  constructor(host: Host, options: TooltipOptions) {
    this.options = options;
    this.popup = new PopupController(host, {
      anchor: options.anchor,
      popup: options.tooltip,
      placement: options.placement ?? 'top',
      strategy: options.strategy,
      onToggle: this.onToggle,
    });
    host.addController(this);
    host.addEventListener('pointerenter', () => {
      this.hovered = true;
      this.update();
    });
    host.addEventListener('pointerleave', () => {
      this.hovered = false;
      this.update();
    });
    // Keyboard focus only: a click already hovers, and a tap should not leave a tooltip behind.
    host.addEventListener('focusin', () => {
      this.focused = this.options.anchor()?.matches(':focus-visible') ?? false;
      this.update();
    });
    host.addEventListener('focusout', () => {
      this.focused = false;
      this.update();
    });
  }

  hostDisconnected(): void {
    this.hovered = this.focused = this.dismissed = false;
    document.removeEventListener('keydown', this.onKeyDown);
  }

  private update(): void {
    const wanted = this.hovered || this.focused;
    // Interest ended: the next hover or focus shows the tooltip again.
    if (!wanted) this.dismissed = false;
    this.popup.toggle(wanted && !this.dismissed && !!this.options.tooltip());
  }

  private readonly onToggle = (open: boolean): void => {
    if (open) {
      document.addEventListener('keydown', this.onKeyDown);
    } else {
      document.removeEventListener('keydown', this.onKeyDown);
      // Closed while still wanted: by Escape, another tooltip, or a click elsewhere.
      if (this.hovered || this.focused) this.dismissed = true;
    }
  };

  /*
   * Cancelling the key stops the platform from also closing the dialog or popup around the
   * tooltip on the same press: Escape closes one layer at a time.
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    this.dismissed = true;
    this.popup.hide();
  };
}

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SkAfterCloseEvent } from '../events/after-close.js';
import { SkAfterOpenEvent } from '../events/after-open.js';
import { type CloseSource, SkCloseEvent } from '../events/close.js';
import { SkOpenEvent } from '../events/open.js';
import { waitForTransition } from '../internal/animation.js';
import {
  containsAcrossShadowRoots,
  deepActiveElement,
  flatTreeElements,
  initialFocusTarget,
} from '../internal/focus.js';
import { lockPageScroll, unlockPageScroll } from '../internal/scroll-lock.js';

type Host = ReactiveControllerHost & HTMLElement;

/** What may close the dialog besides the component's own controls (the `closedby` attribute). */
export const dialogClosedByValues = ['any', 'closerequest', 'none'] as const;
export type DialogClosedBy = (typeof dialogClosedByValues)[number];

export interface DialogControllerOptions {
  /** The native `<dialog>` in the host's shadow root (its content may be slotted). */
  dialog: () => HTMLDialogElement | null | undefined;
  /** The host's `closedby` value; `closerequest` when not given. */
  closedBy?: () => DialogClosedBy;
  /** Called when the dialog opens or closes, to set the host's `open` and `:state(open)`. */
  onOpenChange?: (open: boolean) => void;
}

/* Asked when used, not at import: importing the package must work where there is no DOM (SSR). */
const closedBySupported = (): boolean =>
  typeof HTMLDialogElement === 'function' && 'closedBy' in HTMLDialogElement.prototype;

function outside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()`: the platform makes the rest of the
 * page inert, keeps Tab inside and puts the dialog in the top layer. This controller adds what
 * the platform leaves to each site: focus moved in (to `[autofocus]`, else the first focusable
 * element, else the dialog, across shadow roots) and back to the opener, page scroll locked
 * while open, `closedby` with a fallback, and cancelable close requests.
 *
 * Events (the classes of `src/events/`), fired on the host: `sk-open` from `requestOpen()`,
 * cancelable, before opening; `sk-close` from the user's close requests and `requestClose()`,
 * cancelable, before closing, with `detail.source` (`escape` for Escape and the platform's other
 * close requests such as Android's back gesture, `backdrop` for a backdrop click with
 * `closedby="any"`, `close-button` and `api` as the host passes them); `sk-after-open` and
 * `sk-after-close` after every change, once its motion has ended. Preventing `sk-close` keeps
 * the dialog open, e.g. to ask about unsaved changes. `show()` and `close()` are for code that
 * has decided (the host's `open` property) and fire no request.
 */
export class DialogController implements ReactiveController {
  private readonly host: Host;
  private readonly options: DialogControllerOptions;
  private listening: HTMLDialogElement | undefined;
  private shown = false;
  private opener: HTMLElement | SVGElement | null = null;
  private pointerOnBackdrop = false;

  constructor(host: Host, options: DialogControllerOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.shown;
  }

  /**
   * Asks to open as the user would: fires the cancelable `sk-open`, and opens unless a listener
   * prevented it. Resolves with whether it opened, once the opening motion has ended.
   */
  async requestOpen(): Promise<boolean> {
    if (this.shown) return true;
    if (!this.host.dispatchEvent(new SkOpenEvent())) return false;
    return this.show();
  }

  /**
   * Opens as a modal, without asking; resolves with whether it opened, once the opening motion
   * has ended. The element focused now is the opener focus returns to.
   */
  async show(): Promise<boolean> {
    if (this.shown) return true;
    const active = deepActiveElement();
    await this.host.updateComplete;
    const dialog = this.options.dialog();
    if (!dialog || !dialog.isConnected || this.shown) return this.shown;

    this.opener = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
    this.listen(dialog);
    this.applyClosedBy(dialog);
    dialog.showModal();
    lockPageScroll(this);
    this.shown = true;
    this.focusIn(dialog);
    this.options.onOpenChange?.(true);

    await waitForTransition(dialog);
    if (this.shown) this.host.dispatchEvent(new SkAfterOpenEvent());
    return true;
  }

  /**
   * Asks to close as the user would: fires the cancelable `sk-close` with `source`, and closes
   * unless a listener prevented it. Resolves with whether it closed, once the motion has ended.
   */
  async requestClose(source: CloseSource = 'api'): Promise<boolean> {
    if (!this.shown) return false;
    if (!this.host.dispatchEvent(new SkCloseEvent({ source }))) return false;
    await this.close();
    return true;
  }

  /**
   * Closes without asking (no `sk-close`), for a host whose `open` was set to false; resolves
   * once the closing motion has ended.
   */
  async close(): Promise<void> {
    const dialog = this.options.dialog();
    if (!this.shown || !dialog) return;
    dialog.close();
    await this.closed(dialog);
  }

  hostUpdated(): void {
    const dialog = this.options.dialog();
    if (!dialog) return;
    this.listen(dialog);
    this.applyClosedBy(dialog);
  }

  hostDisconnected(): void {
    // A modal taken out of the page must not leave the page locked or half open.
    const dialog = this.listening;
    this.listen(undefined);
    if (!this.shown) return;
    this.shown = false;
    unlockPageScroll(this);
    dialog?.close();
    this.restoreFocus(dialog);
    this.options.onOpenChange?.(false);
  }

  private closedBy(): DialogClosedBy {
    return this.options.closedBy?.() ?? 'closerequest';
  }

  private applyClosedBy(dialog: HTMLDialogElement): void {
    if (!closedBySupported()) return;
    (dialog as HTMLDialogElement & { closedBy: string }).closedBy = this.closedBy();
  }

  private listen(dialog: HTMLDialogElement | undefined): void {
    if (this.listening === dialog) return;
    const previous = this.listening;
    previous?.removeEventListener('keydown', this.onKeydown);
    previous?.removeEventListener('cancel', this.onCancel);
    previous?.removeEventListener('close', this.onClose);
    previous?.removeEventListener('pointerdown', this.onPointerdown);
    previous?.removeEventListener('click', this.onClick);
    this.listening = dialog;
    dialog?.addEventListener('keydown', this.onKeydown);
    dialog?.addEventListener('cancel', this.onCancel);
    dialog?.addEventListener('close', this.onClose);
    dialog?.addEventListener('pointerdown', this.onPointerdown);
    dialog?.addEventListener('click', this.onClick);
  }

  private focusIn(dialog: HTMLDialogElement): void {
    const target = initialFocusTarget(dialog);
    if (target) {
      if (deepActiveElement() !== target) target.focus();
      return;
    }
    // Nothing inside can take focus: the dialog itself does, so keys still reach it.
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    dialog.focus();
  }

  private restoreFocus(dialog: HTMLDialogElement | undefined): void {
    const opener = this.opener;
    this.opener = null;
    if (!opener?.isConnected) return;
    const active = deepActiveElement();
    // Only when focus was in the dialog or fell to the page: never steal it from elsewhere.
    const lost = !active || active === document.body;
    if (lost || (dialog && containsAcrossShadowRoots(dialog, active))) opener.focus();
  }

  /** Everything that follows a close, whoever closed the dialog (us or the platform). */
  private async closed(dialog: HTMLDialogElement): Promise<void> {
    if (!this.shown) return;
    this.shown = false;
    unlockPageScroll(this);
    this.restoreFocus(dialog);
    this.options.onOpenChange?.(false);
    await waitForTransition(dialog);
    if (!this.shown) this.host.dispatchEvent(new SkAfterCloseEvent());
  }

  /*
   * Escape is handled here rather than through the platform's `cancel` event: after one
   * prevented `cancel`, the browser makes the next Escape uncancelable unless the user has
   * interacted in between, and "unsaved changes" could then not keep the dialog open. An Escape
   * that an inner component already used (prevented), or that belongs to an open popover inside
   * (the platform closes the topmost first), is left alone.
   */
  private readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || !this.shown) {
      return;
    }
    if (this.hasOpenPopover()) return;
    event.preventDefault();
    if (this.closedBy() !== 'none') void this.requestClose('escape');
  };

  /*
   * The platform's other close requests arrive as `cancel`: a backdrop click with native
   * `closedby="any"`, or a back gesture, which means what Escape means.
   */
  private readonly onCancel = (event: Event): void => {
    if (event.target !== this.listening) return;
    const source: CloseSource = this.pointerOnBackdrop ? 'backdrop' : 'escape';
    this.pointerOnBackdrop = false;
    // An uncancelable request closes the dialog whatever we do; `onClose` then tidies up.
    if (!event.cancelable) return;
    event.preventDefault();
    if (this.closedBy() !== 'none') void this.requestClose(source);
  };

  private readonly onClose = (event: Event): void => {
    const dialog = this.listening;
    if (event.target !== dialog || !dialog || dialog.open) return;
    void this.closed(dialog);
  };

  private readonly onPointerdown = (event: PointerEvent): void => {
    const dialog = this.listening;
    this.pointerOnBackdrop = !!dialog && event.target === dialog && outside(dialog, event);
  };

  /* Light dismiss where the browser has no `closedby`. */
  private readonly onClick = (event: MouseEvent): void => {
    const dialog = this.listening;
    if (closedBySupported() || !dialog || event.target !== dialog || !outside(dialog, event))
      return;
    if (this.closedBy() === 'any') void this.requestClose('backdrop');
  };

  private hasOpenPopover(): boolean {
    const dialog = this.listening;
    if (!dialog) return false;
    // Manual popovers register no close watcher, so Escape is the dialog's to handle.
    for (const el of flatTreeElements(dialog)) {
      if (el.matches(':popover-open') && el.getAttribute('popover') !== 'manual') return true;
    }
    return false;
  }
}

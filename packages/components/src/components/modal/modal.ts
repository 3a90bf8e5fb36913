import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { DialogController } from '../../controllers/dialog-controller.js';
import { isOwnEvent } from '../../events/is-own-event.js';
import { DEV } from '../../internal/dev.js';
import { modalStyles } from './modal.styles.js';
import { modalClosedBy, modalSizes, type ModalClosedBy, type ModalSize } from './modal.types.js';

/** The invoker command a button's `commandfor` sends (`command="--show-modal"`). */
type CommandEvent = Event & { command?: string };

/**
 * @summary A dialog over the page that holds the reader in one task, such as confirming a
 * deletion or filling in a short form, until they finish it or close it.
 * @tag sk-modal
 * @status stable
 * @since 0.2.0
 *
 * @slot - The body: the message, or a form, under the heading. It scrolls when it is taller
 * than the viewport leaves room for, while the heading and the actions stay in view.
 * @slot heading - The heading, when it needs more than the text of `label` (an icon beside it).
 * It names the modal for screen readers.
 * @slot footer - The actions, such as "Save" and "Cancel" buttons, at the end of the modal; the
 * footer is not drawn while the slot is empty. An element with the `data-modal-close` attribute,
 * here or in the body, closes the modal when clicked, as its close button does.
 *
 * @csspart base - The native `<dialog>`: the box, its border, shadow and backdrop.
 * @csspart header - The bar with the heading and the close button.
 * @csspart heading - The heading (an `<h2>`) that names the modal.
 * @csspart close-button - The button that closes the modal, named "Close" in the reader's
 * language.
 * @csspart body - The scrolling area around the default slot.
 * @csspart footer - The bar around the `footer` slot.
 *
 * @cssproperty --sk-modal-width - The width of the box; set by `size`, and capped by the
 * viewport.
 * @cssproperty --sk-modal-background - The background colour of the box.
 * @cssproperty --sk-modal-color - The text colour of the box.
 * @cssproperty --sk-modal-padding - The space inside the header, body and footer.
 * @cssproperty --sk-modal-backdrop - The colour laid over the page behind the modal.
 *
 * @cssstate open - The modal is open (matched until its closing motion starts).
 *
 * @event {SkOpenEvent} sk-open - The reader asked to open the modal (`requestOpen()`, or a button with
 * `commandfor` and `command="--show-modal"`); cancelable: `preventDefault()` keeps it closed.
 * @event {SkAfterOpenEvent} sk-after-open - The modal is open, focus is inside it, and its opening motion has ended.
 * @event {SkCloseEvent} sk-close - The reader asked to close the modal; `detail.source` is `escape`,
 * `close-button` (its close button, or an element with `data-modal-close`), `backdrop` (with
 * `closedby="any"`) or `api` (`requestClose()`, `command="--request-close"`). Cancelable:
 * `preventDefault()` keeps it open, to confirm unsaved changes. Nested elements' `sk-close`
 * events bubble through the modal too; tell them apart with `event.target`.
 * @event {SkAfterCloseEvent} sk-after-close - The modal is closed, focus is back on the element that opened it, and
 * its closing motion has ended.
 */
export class SkModal extends SkElement {
  static override styles = modalStyles;

  private readonly modal = new DialogController(this, {
    dialog: () => this.renderRoot?.querySelector('dialog'),
    closedBy: () => this.closedBy,
    onOpenChange: (open) => {
      this.open = open;
      this.toggleState('open', open);
      if (DEV && open) this.checkName();
    },
  });

  /**
   * Whether the modal is open. Setting it opens or closes the modal as `show()` and `close()`
   * do, without asking (no `sk-open` or `sk-close`); in the page's markup, `open` opens the modal
   * as soon as it is rendered.
   */
  @property({ type: Boolean, reflect: true }) open = false;

  /**
   * The heading, which names the modal for screen readers. Required, unless the `heading` slot
   * is used.
   */
  @property() label = '';

  /** The width of the box; it never grows past the viewport. */
  @property({ reflect: true, useDefault: true }) size: ModalSize = 'medium';

  /** Whether the modal covers the whole viewport, for a long task on a small screen. */
  @property({ type: Boolean, reflect: true, useDefault: true }) fullscreen = false;

  /**
   * What closes the modal besides its close button and code: `closerequest`, Escape (and a
   * back gesture); `any`, also a click on the backdrop, for content that loses nothing when
   * closed by accident; `none`, only its buttons, for a step the reader must answer.
   */
  @property({ attribute: 'closedby', reflect: true, useDefault: true })
  closedBy: ModalClosedBy = 'closerequest';

  @state() private hasFooter = false;

  constructor() {
    super();
    /*
     * Invoker commands: `<button commandfor="id" command="--show-modal">` opens it with no
     * script. The platform sends its own commands (`show-modal`) to native dialogs only, so the
     * modal takes the same names as custom commands.
     */
    this.addEventListener('command', (event: CommandEvent) => {
      if (!isOwnEvent(this, event)) return;
      if (event.command === '--show-modal') void this.requestOpen();
      else if (event.command === '--request-close') void this.requestClose();
      else if (event.command === '--close') void this.close();
    });
    // A "Cancel" in the footer, any element: its own modal only, not one it is nested in.
    this.addEventListener('click', (event) => {
      const closer = (event.target as Element).closest?.('[data-modal-close]');
      if (closer && closer.closest('sk-modal') === this) this.onCloseButton();
    });
  }

  private readonly onFooterChange = (event: Event): void => {
    this.hasFooter = (event.target as HTMLSlotElement).assignedNodes().length > 0;
  };

  private readonly onCloseButton = (): void => {
    void this.modal.requestClose('close-button');
  };

  /** A modal is a dialog, and a dialog without a name is announced as nothing but "dialog". */
  private checkName(): void {
    if (!DEV) return;
    const slot = this.renderRoot.querySelector<HTMLSlotElement>('slot[name="heading"]');
    const heading = slot?.assignedNodes({ flatten: true }).map((node) => node.textContent);
    if (!this.label.trim() && !heading?.join('').trim()) {
      this.warn(
        'SK002',
        'A modal needs a label attribute or a heading slot, which names it for screen readers.',
      );
    }
  }

  /** Whether the modal can open; a modal outside the document cannot, and says so. */
  private canOpen(): boolean {
    if (this.isConnected) return true;
    if (DEV) {
      this.warn(
        'SK017',
        'The modal was asked to open while it is not in the document; add it to the page first.',
      );
    }
    return false;
  }

  /**
   * Opens the modal without asking (no `sk-open`): focus moves into it, and returns to the
   * element focused now once it closes. Resolves with whether it opened, after the motion.
   */
  show(): Promise<boolean> {
    return this.canOpen() ? this.modal.show() : Promise.resolve(false);
  }

  /**
   * Asks to open as the reader would: fires the cancelable `sk-open`, then opens unless a
   * listener prevented it. Resolves with whether it opened.
   */
  requestOpen(): Promise<boolean> {
    return this.canOpen() ? this.modal.requestOpen() : Promise.resolve(false);
  }

  /** Closes the modal without asking (no `sk-close`); resolves after the closing motion. */
  close(): Promise<void> {
    return this.modal.close();
  }

  /** The same as `close()`. */
  hide(): Promise<void> {
    return this.close();
  }

  /**
   * Asks to close as the reader would: fires the cancelable `sk-close` with source `api`, then
   * closes unless a listener prevented it. Resolves with whether it closed.
   */
  requestClose(): Promise<boolean> {
    return this.modal.requestClose('api');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, modalSizes, 'medium');
    }
    if (changed.has('closedBy')) {
      this.closedBy = this.allowedValue('closedby', this.closedBy, modalClosedBy, 'closerequest');
    }
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!changed.has('open')) return;
    if (this.open && !this.modal.open) void this.show();
    else if (!this.open && this.modal.open) void this.close();
  }

  protected override render(): TemplateResult {
    const classes = `${this.size}${this.fullscreen ? ' fullscreen' : ''}`;
    return html`<dialog part="base" class=${classes} aria-labelledby="heading">
      <header part="header">
        <h2 part="heading" id="heading"><slot name="heading">${this.label}</slot></h2>
        <button
          part="close-button"
          class="close focus-ring"
          type="button"
          aria-label=${this.localize.term('close')}
          @click=${this.onCloseButton}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true"><path d="m4 4 8 8m0-8-8 8" /></svg>
        </button>
      </header>
      <div part="body" class="body"><slot></slot></div>
      <footer part="footer" ?hidden=${!this.hasFooter}>
        <slot name="footer" @slotchange=${this.onFooterChange}></slot>
      </footer>
    </dialog>`;
  }
}

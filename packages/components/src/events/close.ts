/**
 * What asked an element to close:
 * - `escape` — the Escape key (for popups, only the topmost of the Escape stack);
 * - `close-button` — the element's own close or dismiss button;
 * - `backdrop` — a click on a modal's backdrop;
 * - `light-dismiss` — a click or focus outside a popup;
 * - `trigger` — the control that opened it, pressed again (an accordion header, a menu button);
 * - `api` — the element's `requestClose()` method, which code calls to close it as a user would.
 */
export const closeSources = [
  'escape',
  'close-button',
  'backdrop',
  'light-dismiss',
  'trigger',
  'api',
] as const;
export type CloseSource = (typeof closeSources)[number];

export interface SkCloseDetail {
  readonly source: CloseSource;
}

/**
 * `sk-close`: something asked the element to close; `detail.source` says what. Fired before
 * anything changes; `preventDefault()` keeps it open (to confirm unsaved changes, say). Not fired
 * when code sets `open = false` or calls `hide()`: code that closes an element has decided.
 */
export class SkCloseEvent extends CustomEvent<SkCloseDetail> {
  constructor(detail: SkCloseDetail) {
    super('sk-close', { bubbles: true, composed: true, cancelable: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-close': SkCloseEvent;
  }
}

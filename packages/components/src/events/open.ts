/**
 * `sk-open`: the user asked to open the element (an accordion panel, a popup, a modal). Fired
 * before anything changes; `preventDefault()` keeps it closed. Not fired when code sets `open`.
 */
export class SkOpenEvent extends Event {
  constructor() {
    super('sk-open', { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-open': SkOpenEvent;
  }
}

/**
 * `sk-clear`: the user asked to empty a field (its clear button, or Escape in a search field).
 * Fired before the value changes; `preventDefault()` keeps the value. When the value does
 * change, the control then fires the native `input` and `change` events as for typing.
 */
export class SkClearEvent extends Event {
  constructor() {
    super('sk-clear', { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-clear': SkClearEvent;
  }
}

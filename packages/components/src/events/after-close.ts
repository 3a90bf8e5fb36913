/**
 * `sk-after-close`: the element is closed and its closing animation has finished (at once under
 * reduced motion), whatever closed it. Focus has returned to where it belongs.
 */
export class SkAfterCloseEvent extends Event {
  constructor() {
    super('sk-after-close', { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-after-close': SkAfterCloseEvent;
  }
}

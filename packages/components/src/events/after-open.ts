/**
 * `sk-after-open`: the element is open and its opening animation has finished (at once under
 * reduced motion), whatever opened it. Focus and measurements are safe from here.
 */
export class SkAfterOpenEvent extends Event {
  constructor() {
    super('sk-after-open', { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-after-open': SkAfterOpenEvent;
  }
}

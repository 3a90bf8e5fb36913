/**
 * `sk-remove`: the user asked to remove the element (a tag's remove button, or Delete or
 * Backspace on it). The element does not remove itself: the application owns the list, so it
 * listens and removes the item from its data; `preventDefault()` tells the element the removal
 * was refused, so it keeps focus where it is.
 */
export class SkRemoveEvent extends Event {
  constructor() {
    super('sk-remove', { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sk-remove': SkRemoveEvent;
  }
}

import { ElementRef, inject, type OutputRef, type OutputRefSubscription } from '@angular/core';

/**
 * An output that is the host element's own DOM event, typed as the element's event class.
 *
 * It listens only while a template subscribes, and it is named apart from the DOM event
 * (`skClose` for `sk-close`): Angular listens to the DOM event of a `(sk-close)` binding and to
 * an output of the same name both, which would run the handler twice.
 */
export function elementEvent<T extends Event>(type: string): OutputRef<T> {
  const element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  return {
    subscribe(callback: (value: T) => void): OutputRefSubscription {
      const listener = (event: Event): void => callback(event as T);
      element.addEventListener(type, listener);
      return { unsubscribe: () => element.removeEventListener(type, listener) };
    },
  };
}

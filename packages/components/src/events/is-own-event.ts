/**
 * Whether `event` was fired by `host` itself, rather than by an element inside it.
 *
 * Skerry's events bubble and are composed, so a tag removed inside a modal, or an alert closed
 * inside an accordion panel, sends its `sk-close` or `sk-after-close` through every ancestor.
 * A listener that reacts to its own element's lifecycle must ignore those. Checking
 * `event.target === host` is not enough: an event fired inside `host`'s shadow root is retargeted
 * to `host` by the time it reaches `host`'s listeners. The first entry of the composed path is
 * the element that really fired it (open shadow roots are visible to the host's listeners).
 */
export function isOwnEvent(host: EventTarget, event: Event): boolean {
  // The path is empty once dispatch is over; the target is then the best answer left.
  const origin = event.composedPath()[0] ?? event.target;
  return origin === host;
}

type EventName = keyof GlobalEventHandlersEventMap;
type EventOf<K extends EventName> = GlobalEventHandlersEventMap[K];

/**
 * Resolves with the next `type` event that reaches `target`, typed from the event map:
 * `const { detail } = await oneEvent(modal, 'sk-close')`. With `{ cancel: true }` the listener
 * calls `preventDefault()` while the event is being dispatched, which a test awaiting the promise
 * could no longer do.
 */
export function oneEvent<K extends EventName>(
  target: EventTarget,
  type: K,
  options: { cancel?: boolean } = {},
): Promise<EventOf<K>> {
  return new Promise((resolve) => {
    target.addEventListener(
      type,
      (event) => {
        if (options.cancel) event.preventDefault();
        resolve(event as EventOf<K>);
      },
      { once: true },
    );
  });
}

/** What `captureEvents` has heard so far. */
export interface EventLog {
  /** Every event heard, in the order they were fired. */
  readonly events: readonly Event[];
  /** Their types in order, e.g. `['sk-close', 'sk-after-close']`, for one readable assertion. */
  types(): string[];
  /** Stops listening. */
  stop(): void;
}

/**
 * Records every event of `types` that reaches `target`, in order, from now until `stop()`.
 * Listens in the capture phase, so an event stopped by a handler inside `target` is still seen.
 */
export function captureEvents(target: EventTarget, types: readonly EventName[]): EventLog {
  const events: Event[] = [];
  const record = (event: Event): void => {
    events.push(event);
  };
  for (const type of types) target.addEventListener(type, record, { capture: true });
  return {
    events,
    types: () => events.map((event) => event.type),
    stop: () => {
      for (const type of types) target.removeEventListener(type, record, { capture: true });
    },
  };
}

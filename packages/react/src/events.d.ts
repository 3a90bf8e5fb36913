/**
 * The event a binding's callback receives: the element's own event class (from the Custom
 * Elements Manifest), listened to on the element, so `currentTarget` is always that element.
 * `target` stays as the DOM has it: `sk-open`, `sk-close` and the like bubble, and a select
 * inside a modal reaches the modal's `onSkOpen` with the select as its target.
 */
export type SkEvent<E extends Event, Element extends HTMLElement> = E & {
  readonly currentTarget: Element;
};

/**
 * The event of a form control's `onInput` and `onChange`: the control fires both itself (nothing
 * inside it fires one that reaches its listeners), so `target` is the control too, as in React's
 * own `ChangeEvent`, and `event.target.value` reads the new value.
 */
export type SkValueEvent<E extends Event, Element extends HTMLElement> = SkEvent<E, Element> & {
  readonly target: Element;
};

import type { EventName } from '@lit/react';
import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from 'react';

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

type EventNames = Record<string, EventName | string>;
type Listeners<E extends EventNames> = {
  [K in keyof E]?: E[K] extends EventName<infer T> ? (event: T) => void : (event: Event) => void;
};

/**
 * The props of an element, as `@lit/react` gives them (its properties, optional), except that a
 * form control's `form` is written as in HTML: the id of its form. The element reads `form` as
 * the form it belongs to, and sets the attribute when it is given an id.
 */
type ElementProps<I> = Partial<Omit<I, keyof HTMLElement | 'form'>> &
  (I extends { form: HTMLFormElement | null } ? { form?: string } : unknown);

/**
 * A binding as `createComponent` makes it, typed as `@lit/react`'s `ReactWebComponent` but for
 * `form` (see `ElementProps`); a ref is the element itself.
 */
export type SkComponent<
  I extends HTMLElement,
  E extends EventNames = Record<never, never>,
> = ForwardRefExoticComponent<
  Omit<HTMLAttributes<I>, keyof E | keyof ElementProps<I>> &
    Listeners<E> &
    ElementProps<I> &
    RefAttributes<I>
>;

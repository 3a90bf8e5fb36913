import { appLinkTarget } from '../islands/follow-link.ts';
import { islandIntentEvents } from '../islands/intent-events.ts';
import { isSearchShortcut } from '../search/search-shortcut.ts';

/** The controls that only the app answers: a click on one waits for it. */
const appControls = [
  'button',
  'summary',
  'label',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

/** What to do once the app has hydrated, or, with `false`, if it could not load. */
export type Replay = (hydrated: boolean) => void;

/**
 * How to answer a click before the app runs: undefined to let the browser act; else the event is
 * held, and the replay makes it again. A link to another page of the site opens by client
 * navigation, as it would have (or by the browser, should the app fail); a same-page link, a
 * modified click, or one on an element of a demo (in its shadow tree) is the browser's.
 */
export function heldClick(event: MouseEvent, current: URL, base: string): Replay | undefined {
  const target = event.target as Element | null;
  if (!target?.closest || event.button !== 0) return undefined;
  const link = appLinkTarget(event, current, base);
  if (link) {
    const anchor = target.closest('a[href]') as HTMLAnchorElement;
    // This page, or a place in it: the browser goes there as well as the app would.
    if (anchor.pathname === current.pathname && anchor.search === current.search) return undefined;
    return (hydrated) => {
      if (hydrated) anchor.click();
      else window.location.assign(anchor.href);
    };
  }
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const control = target.closest<HTMLElement>(appControls);
  if (!control) return undefined;
  return (hydrated) => {
    if (!hydrated || !control.isConnected) return;
    // An island hydrates on a reader's intent (islands/intent-events.ts); then the click.
    control.dispatchEvent(new PointerEvent(islandIntentEvents[0], { bubbles: true }));
    control.click();
  };
}

/** A search shortcut pressed before the app runs is pressed again once it does. */
export function heldKey(event: KeyboardEvent): Replay | undefined {
  if (!isSearchShortcut(event)) return undefined;
  const target = event.target as EventTarget;
  const init: KeyboardEventInit = {
    key: event.key,
    code: event.code,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    shiftKey: event.shiftKey,
    bubbles: true,
    cancelable: true,
  };
  return (hydrated) => {
    if (hydrated) target.dispatchEvent(new KeyboardEvent('keydown', init));
  };
}

/**
 * Tells the app of the text typed into `field` as if it had just been typed. React compares a
 * field's value with the last one it saw: hydration either set the field back to the app's value
 * or took the typed text for it. Either way the text is put back where React does not see it,
 * after emptying the field where it does if need be, and the input event dispatched.
 */
export function retype(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const nativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!nativeValue) return;
  if (field.value === typed) field.value = '';
  nativeValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Holds a reader's clicks on the app's links and controls, form submissions, choices in a select,
 * text typed into a field and search shortcuts from now until the app has hydrated, then makes
 * them again in order, so nothing done on a page not yet interactive is lost (decision 0015).
 */
export function holdUntilHydrated(hydrated: Promise<boolean>, base: string): void {
  const held: Replay[] = [];
  let open = true;
  const hold = (event: Event, replay: Replay | undefined) => {
    if (!open || !replay) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(replay);
  };
  const onClick = (event: MouseEvent) =>
    hold(event, heldClick(event, new URL(window.location.href), base));
  const onKey = (event: KeyboardEvent) => hold(event, heldKey(event));
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    hold(event, (ready) => {
      if (!ready || !form.isConnected) return;
      // Only a form's own submit button may be named as the submitter.
      const own = submitter && 'form' in submitter && submitter.form === form ? submitter : null;
      form.requestSubmit(own);
    });
  };
  // A choice already made cannot be held; the app is told of it again. Hydration sets a select
  // back to the value the app holds, so the choice is made again first.
  const onChange = (event: Event) => {
    const field = event.target as Element;
    if (!open || !(field instanceof HTMLSelectElement)) return;
    const chosen = field.value;
    held.push((ready) => {
      if (!ready || !field.isConnected) return;
      field.value = chosen;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  // Text typed into a field: the app never heard it, and it is typed again once the app runs.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (!open || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      return;
    }
    if (!typed.has(field)) {
      held.push((ready) => {
        if (ready && field.isConnected) retype(field, typed.get(field) ?? '');
      });
    }
    typed.set(field, field.value);
  };
  const listeners = [
    ['click', onClick],
    ['keydown', onKey],
    ['submit', onSubmit],
    ['change', onChange],
    ['input', onInput],
  ] as const;
  for (const [type, listener] of listeners) {
    window.addEventListener(type, listener as EventListener, { capture: true });
  }
  void hydrated.then((ready) => {
    open = false;
    for (const [type, listener] of listeners) {
      window.removeEventListener(type, listener as EventListener, { capture: true });
    }
    for (const replay of held.splice(0)) replay(ready);
  });
}

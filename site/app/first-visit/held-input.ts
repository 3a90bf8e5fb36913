import { appLinkTarget } from '../islands/follow-link.ts';
import { islandIntentEvents } from '../islands/intent-events.ts';
import { islandTag } from '../islands/island-tag.ts';
import { isSearchShortcut } from '../search/search-shortcut.ts';
import { notHeldAttribute } from '../components/not-held.ts';

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

/**
 * Resolves once `island` has started to hydrate. The app hydrates before its article's islands,
 * which hydrate near the view (or at a reader's intent) once the article has mounted them: a
 * replay made before then would reach markup that React does not listen to yet.
 */
function whenHydrating(island: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!island.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * Makes `replay` once the island holding `element`, if any, has started to hydrate. A press
 * first makes React finish hydrating it at once (a discrete event on markup not yet hydrated
 * does), while the field still holds what React will compare the replay with: the text typed
 * or a choice not yet made, so it hears what the replay changes.
 */
function inHydratedIsland(element: Element, replay: Replay): void {
  const waiting = element.closest?.(`${islandTag}:not([data-hydrated])`);
  if (!waiting) return replay();
  void whenHydrating(waiting).then(() => {
    if (!element.isConnected) return;
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    replay();
  });
}

/** What to do once the app has hydrated. */
export type Replay = () => void;

/** A held click: what to do, and the page it asks for when it is a link to another one. */
export interface HeldClick {
  replay: Replay;
  href?: string;
}

/**
 * How to answer a click before the app runs: undefined to let the browser act; else the event is
 * held, and the replay makes it again. A link to another page of the site opens by client
 * navigation, as it would have; a same-page link, a modified click, or one on an element of a
 * demo (in its shadow tree) is the browser's.
 */
export function heldClick(event: MouseEvent, current: URL, base: string): HeldClick | undefined {
  const target = event.target as Element | null;
  if (!target?.closest || event.button !== 0) return undefined;
  if (target.closest(`[${notHeldAttribute}]`)) return undefined;
  const link = appLinkTarget(event, current, base);
  if (link) {
    const anchor = target.closest('a[href]') as HTMLAnchorElement;
    // This page, or a place in it: the browser goes there as well as the app would.
    if (anchor.pathname === current.pathname && anchor.search === current.search) return undefined;
    return { replay: () => anchor.click(), href: anchor.href };
  }
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const control = target.closest<HTMLElement>(appControls);
  if (!control) return undefined;
  return {
    replay: () =>
      inHydratedIsland(control, () => {
        if (!control.isConnected) return;
        // An island hydrates on a reader's intent (islands/intent-events.ts); then the click.
        control.dispatchEvent(new PointerEvent(islandIntentEvents[0], { bubbles: true }));
        control.click();
      }),
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
  return () => target.dispatchEvent(new KeyboardEvent('keydown', init));
}

/** A text field's caret and selection, to put back where the reader left them. */
export interface Selection {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

export function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): Selection {
  try {
    return {
      start: field.selectionStart,
      end: field.selectionEnd,
      direction: field.selectionDirection,
    };
  } catch {
    // Fields without a selection (type="email", "number") throw rather than answer.
    return { start: null, end: null, direction: null };
  }
}

/**
 * Tells the app of the text typed into `field` as if it had just been typed. React compares a
 * field's value with the last one it saw: hydration either set the field back to the app's value
 * or took the typed text for it. Either way the text is put back where React does not see it,
 * after emptying the field where it does if need be, and the input event dispatched. Setting a
 * value moves the caret to the end, so the reader's caret and selection are put back after.
 */
export function retype(
  field: HTMLInputElement | HTMLTextAreaElement,
  typed: string,
  selection: Selection,
): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const nativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!nativeValue) return;
  if (field.value === typed) field.value = '';
  nativeValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection.start === null || selection.end === null || field.value !== typed) return;
  try {
    field.setSelectionRange(selection.start, selection.end, selection.direction ?? undefined);
  } catch {
    // A field that has no selection to set.
  }
}

/** What a first visit holds until the app has hydrated (decision 0015). */
export interface HeldInput {
  /** The page the latest held link click asks for, until the app opens it. */
  readonly link: string | undefined;
  /** Called with every link click held from now on, while the app is not there to open it. */
  onLink(listener: (href: string) => void): void;
}

/**
 * Holds a reader's clicks on the app's links and controls, form submissions, choices in a select,
 * text typed into a field and search shortcuts from now until the app has hydrated, then makes
 * them again in order, so nothing done on a page not yet interactive is lost (decision 0015).
 * Each is made once: a second click on a link replaces the first (the reader goes to one page),
 * as a second submission of a form, a second choice in a select or more text in a field replace
 * the one before. Until the app has hydrated they stay held, also while it cannot load: the
 * message for a held link (`app-failure.ts`) offers a retry, after which they are made. What was
 * done before this was called is made too, as far as the page still shows it: text in a field, a
 * box checked, a choice in a select, and a search shortcut among `earlyKeys` (those the
 * bootstrap kept).
 */
export function holdUntilHydrated(
  hydrated: Promise<void>,
  base: string,
  earlyKeys: readonly KeyboardEvent[],
): HeldInput {
  /** In the order made; a key names what a later one of the same kind replaces. */
  const held: { key: unknown; replay: Replay }[] = [];
  const linkKey = Symbol('link');
  let link: string | undefined;
  const linkListeners: ((href: string) => void)[] = [];
  let open = true;
  const keep = (key: unknown, replay: Replay) => {
    const earlier = held.findIndex((entry) => entry.key === key);
    if (earlier >= 0) held.splice(earlier, 1);
    held.push({ key, replay });
  };
  const hold = (event: Event, key: unknown, replay: Replay | undefined) => {
    if (!open || !replay) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keep(key, replay);
  };
  const onClick = (event: MouseEvent) => {
    const click = heldClick(event, new URL(window.location.href), base);
    if (!click) return;
    hold(event, click.href === undefined ? Symbol('click') : linkKey, click.replay);
    if (click.href === undefined || !open) return;
    link = click.href;
    for (const listener of linkListeners) listener(click.href);
  };
  const onKey = (event: KeyboardEvent) => hold(event, Symbol('key'), heldKey(event));
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    hold(event, form, () => {
      if (!form.isConnected) return;
      // React hydrates an island at once for a discrete event such as a pointer press, not for a
      // submission: pressed first, the form's island is hydrated when the submission reaches it.
      form.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      // Only a form's own submit button may be named as the submitter.
      const own = submitter && 'form' in submitter && submitter.form === form ? submitter : null;
      form.requestSubmit(own);
    });
  };
  // A choice already made cannot be held; the app is told of it again. Hydration sets a select
  // back to the value the app holds, so the choice is made again first.
  const choose = (field: HTMLSelectElement) => {
    const chosen = field.value;
    keep(field, () =>
      inHydratedIsland(field, () => {
        if (!field.isConnected) return;
        field.value = chosen;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }),
    );
  };
  // A box checked before this module arrived: the browser checked it, the app never heard it.
  // Hydration either unchecked it again or took it as it was; either way it is set to what the
  // app holds and clicked, as the reader did.
  const check = (field: HTMLInputElement) => {
    const wanted = field.checked;
    keep(field, () =>
      inHydratedIsland(field, () => {
        if (!field.isConnected) return;
        if (field.checked === wanted) field.checked = !wanted;
        field.dispatchEvent(new PointerEvent(islandIntentEvents[0], { bubbles: true }));
        field.click();
      }),
    );
  };
  const onChange = (event: Event) => {
    if (open && event.target instanceof HTMLSelectElement) choose(event.target);
  };
  // Text typed into a field: the app never heard it, and it is typed again once the app runs,
  // with the caret where the reader last put it.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const selections = new Map<HTMLInputElement | HTMLTextAreaElement, Selection>();
  const isTextField = (
    field: EventTarget | null,
  ): field is HTMLInputElement | HTMLTextAreaElement =>
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  const remember = (field: HTMLInputElement | HTMLTextAreaElement) => {
    if (!typed.has(field)) {
      held.push({
        key: field,
        replay: () =>
          inHydratedIsland(field, () => {
            if (!field.isConnected) return;
            retype(field, typed.get(field) ?? '', selections.get(field) ?? selectionOf(field));
          }),
      });
    }
    typed.set(field, field.value);
    selections.set(field, selectionOf(field));
  };
  const onInput = (event: Event) => {
    if (open && isTextField(event.target)) remember(event.target);
  };
  // The caret moves without input too: arrow keys, a click, a selection made with the pointer.
  const onSelection = (event: Event) => {
    const field = event.target;
    if (isTextField(field) && typed.has(field)) selections.set(field, selectionOf(field));
  };
  const listeners = [
    ['click', onClick],
    ['keydown', onKey],
    ['submit', onSubmit],
    ['change', onChange],
    ['input', onInput],
    ['selectionchange', onSelection],
    ['keyup', onSelection],
    ['pointerup', onSelection],
  ] as const;
  for (const [type, listener] of listeners) {
    window.addEventListener(type, listener as EventListener, { capture: true });
  }
  // What was done after the page painted but before this module arrived was heard by no one:
  // the search shortcuts among the keys the bootstrap kept, text typed, a box checked, a choice.
  for (const event of earlyKeys) {
    const replay = heldKey(event);
    if (replay) keep(Symbol('key'), replay);
  }
  for (const field of document.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) remember(field);
  }
  for (const field of document.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"], input[type="radio"]',
  )) {
    // Of a radio group, the one the reader checked; the one that went off with it follows.
    const changed = field.type === 'radio' ? field.checked : true;
    if (changed && field.checked !== field.defaultChecked) check(field);
  }
  for (const field of document.querySelectorAll('select')) {
    if ([...field.options].some((option) => option.selected !== option.defaultSelected)) {
      choose(field);
    }
  }
  void hydrated.then(() => {
    open = false;
    link = undefined;
    for (const [type, listener] of listeners) {
      window.removeEventListener(type, listener as EventListener, { capture: true });
    }
    for (const { replay } of held.splice(0)) replay();
  });
  return {
    get link() {
      return link;
    },
    onLink: (listener) => void linkListeners.push(listener),
  };
}

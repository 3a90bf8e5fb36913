import type { Args, StoryContext } from '@storybook/web-components-vite';
import { action } from 'storybook/actions';

/** What the generated story files give each story (`../engine/workbench/story-files.ts`). */
interface DemoParameters {
  /** The element the story's arguments are the attributes of. */
  tag: string;
  /** The demo's HTML, as the site's page shows it. */
  html: string;
  /** A modal's demo: the text of the button that opens it, as the page's ModalWrapper has. */
  opener?: string;
}

/** The argument table's category whose values are the element's attributes (`arg-types.ts`). */
const attributeCategory = 'attributes';

/** Each shown demo's latest arguments, which its event listeners read. */
const latestArgs = new WeakMap<HTMLElement, Args>();
/** The demo of each story in the story view, kept so a control changes the live element. */
const mounted = new Map<string, HTMLElement>();

/** Writes the arguments onto the element as attributes: `true` as present, `false` as absent. */
export function applyAttributes(
  element: Element,
  args: Args,
  argTypes: StoryContext['argTypes'],
): void {
  for (const [name, argType] of Object.entries(argTypes)) {
    if (argType.table?.category !== attributeCategory) continue;
    const value: unknown = args[name];
    if (value === undefined || value === null || value === false) element.removeAttribute(name);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
}

function createDemo({ html, tag, opener }: DemoParameters, context: StoryContext): HTMLElement {
  const root = document.createElement('div');
  root.className = 'sk-workbench-demo';
  root.innerHTML = html;
  if (opener !== undefined) {
    // A modal is shown as the page shows it: closed, opened from a button.
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = opener;
    button.addEventListener('click', () => {
      void (root.querySelector(tag) as (HTMLElement & { show?: () => unknown }) | null)?.show?.();
    });
    root.prepend(button);
  }
  // A demo's form must not leave the workbench: what it would send goes to the actions panel.
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form, (event as SubmitEvent).submitter);
    action('submit')(Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)])));
  });
  // The element's events, as the manifest lists them, each logged by its action.
  const element = root.querySelector(tag);
  for (const [key, argType] of Object.entries(context.argTypes)) {
    const event = (argType as { action?: unknown }).action;
    if (!element || typeof event !== 'string') continue;
    element.addEventListener(event, (e) => {
      const handler = latestArgs.get(root)?.[key];
      if (typeof handler === 'function') handler(e);
    });
  }
  return root;
}

/**
 * Renders a demo of the site as a story: its HTML as written, and the story's arguments as the
 * attributes of the first element of the story's component in it. In the story view the same
 * elements stay and only their attributes change, as an application would change them.
 */
export function renderDemo(args: Args, context: StoryContext): HTMLElement {
  const demo = context.parameters.demo as DemoParameters;
  const { tag } = demo;
  const keep = context.viewMode === 'story';
  let root = keep ? mounted.get(context.id) : undefined;
  if (!root) {
    root = createDemo(demo, context);
    if (keep) mounted.set(context.id, root);
  }
  latestArgs.set(root, args);
  const element = root.querySelector(tag);
  if (element) applyAttributes(element, args, context.argTypes);
  return root;
}

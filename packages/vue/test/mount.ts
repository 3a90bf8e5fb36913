import { createApp, type App, type Component } from 'vue';
import { afterEach } from 'vitest';

const mounted: { app: App; host: HTMLElement }[] = [];

/**
 * Mounts `component` with `props` as an application does, in a new element of the page, and
 * resolves once every Skerry element in it has rendered.
 */
export async function mount(
  component: Component,
  props: Record<string, unknown> = {},
): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const app = createApp(component, props);
  app.mount(host);
  mounted.push({ app, host });
  await rendered(host);
  return host;
}

afterEach(() => {
  for (const { app, host } of mounted.splice(0)) {
    app.unmount();
    host.remove();
  }
});

/** The element in `host` matching `selector`, which must be there. */
export function find<T extends Element = HTMLElement>(host: ParentNode, selector: string): T {
  const found = host.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
}

/** The element in `host`'s shadow root matching `selector`, which must be there. */
export function shadow<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in the shadow root of <${host.localName}>`);
  return found;
}

/** Resolves when `element` next fires `type`. */
export function nextEvent(element: EventTarget, type: string): Promise<Event> {
  return new Promise((resolve) => element.addEventListener(type, resolve, { once: true }));
}

/** Resolves once every Skerry element in `host` has finished its pending update. */
export async function rendered(host: ParentNode): Promise<void> {
  const elements = [...host.querySelectorAll('*')].filter((el) => el.localName.startsWith('sk-'));
  await Promise.all(
    elements.map((el) => (el as Element & { updateComplete?: Promise<unknown> }).updateComplete),
  );
}

import { type ReactNode, createElement, startTransition, useEffect } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { IslandHost } from './island-host.ts';
import { islandIntentEvents } from './intent-events.ts';
import { islandTag } from './island-tag.ts';
import { viewMargin } from './view-margin.ts';

/** Says, once, that its island's first render has committed: hydration is over. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

export interface MountedIslands {
  /**
   * Renders the hydrated islands again with the router's current contexts (a search parameter
   * an island set, a hash): an island is a root of its own, which the page's renders never
   * reach. An island still hydrating is rendered once it has finished.
   */
  update(wrap: (island: ReactNode) => ReactNode): void;
  unmount(): void;
}

/**
 * Hydrates each island of an article (the `skerry-island` elements in `container`) as a React
 * root of its own, when it comes near the viewport or a reader points at or focuses it, and
 * never before. Island `n` is `island(n)`; an island it gives nothing for stays as it is.
 */
export function mountIslands(
  container: HTMLElement,
  island: (index: number) => ReactNode,
  wrap: (island: ReactNode) => ReactNode,
): MountedIslands {
  const roots: Root[] = [];
  /** What each root renders: its island, and the note of its hydration (one shape always). */
  const trees = new Map<Root, () => ReactNode>();
  const hydrated = new Set<Root>();
  const stale = new Set<Root>();
  let currentWrap = wrap;
  const render = (root: Root) => {
    stale.delete(root);
    const tree = trees.get(root);
    if (tree) startTransition(() => root.render(tree()));
  };
  const waiting = new Map<Element, HTMLElement>();

  const hydrate = (element: HTMLElement) => {
    if (element.dataset.hydrated !== undefined) return;
    const index = Number(element.dataset.island);
    const content = island(index);
    element.dataset.hydrated = '';
    for (const [target, owner] of waiting) {
      if (owner === element) {
        observer?.unobserve(target);
        waiting.delete(target);
      }
    }
    if (content === undefined) return;
    // A transition: React hydrates the island in slices that leave the main thread free between
    // them, as it does the page; a reader's event on it still hydrates it at once.
    let root: Root | undefined;
    const onHydrated = () => {
      if (!root || hydrated.has(root)) return;
      hydrated.add(root);
      if (stale.has(root)) render(root);
    };
    const tree = () => [
      currentWrap(createElement(IslandHost, { value: element }, content)),
      createElement(Hydrated, { key: 'hydrated', onHydrated }),
    ];
    startTransition(() => {
      root = hydrateRoot(element, tree(), { identifierPrefix: `island-${index}-` });
      trees.set(root, tree);
      roots.push(root);
    });
  };

  // The island element takes no box of its own (`display: contents`): what it holds is watched.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const owner = waiting.get(entry.target);
              if (entry.isIntersecting && owner) hydrate(owner);
            }
          },
          { rootMargin: viewMargin },
        )
      : undefined;

  const islandElements = [...container.querySelectorAll<HTMLElement>(`${islandTag}[data-island]`)];
  for (const element of islandElements) {
    const targets = element.children.length ? [...element.children] : [element];
    for (const target of targets) {
      waiting.set(target, element);
      observer?.observe(target);
    }
    if (!observer) hydrate(element);
  }

  const onIntent = (event: Event) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>(islandTag);
    if (element && container.contains(element)) hydrate(element);
  };
  for (const type of islandIntentEvents)
    container.addEventListener(type, onIntent, { capture: true });

  const update = (next: (island: ReactNode) => ReactNode) => {
    currentWrap = next;
    for (const root of roots) {
      if (hydrated.has(root)) render(root);
      else stale.add(root);
    }
  };

  const unmount = () => {
    observer?.disconnect();
    for (const type of islandIntentEvents) {
      container.removeEventListener(type, onIntent, { capture: true });
    }
    // Not during React's own commit, which is when the article unmounts.
    const unmounting = roots.splice(0);
    queueMicrotask(() => unmounting.forEach((root) => root.unmount()));
  };

  return { update, unmount };
}

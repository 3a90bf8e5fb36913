import { islandTag } from '../islands/island-tag.ts';
import { viewMargin } from '../islands/view-margin.ts';

/** Each Skerry element's tag, with the import that defines it (virtual:skerry/definitions). */
export type Definitions = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * Defines the Skerry elements of each island as it comes near the viewport, before and without
 * the app: a reader who only reads sees the demos work. The island itself hydrates later, when
 * the app runs, and finds its elements defined. Returns the function that stops watching.
 */
export function defineInView(root: ParentNode, definitions: Definitions): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const requested = new Set<string>();
  const define = (container: Element) => {
    for (const element of container.querySelectorAll(':not(:defined)')) {
      const tag = element.localName;
      const load = definitions[tag];
      if (!load || requested.has(tag)) continue;
      requested.add(tag);
      // A failure is the island's to report when it hydrates and loads the element again.
      load().catch(() => requested.delete(tag));
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        define(entry.target);
      }
    },
    { rootMargin: viewMargin },
  );
  // The island takes no box of its own (`display: contents`): what it holds is watched.
  for (const island of root.querySelectorAll(islandTag)) {
    for (const target of island.children.length ? island.children : [island]) {
      observer.observe(target);
    }
  }
  return () => observer.disconnect();
}

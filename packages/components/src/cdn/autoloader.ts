/**
 * The CDN build's autoloader (`cdn/autoloader.js`, whose entry `scripts/cdn/` generates with the
 * map of tags to modules): defines each `sk-*` element when it first appears, by importing only
 * the module that defines it, relative to the autoloader's own URL, so the same file works from
 * any CDN path or from a local copy.
 *
 * It is bundled on its own and never imports Lit: a page pays for the components it shows.
 */

/** Where an element may appear: the document, a shadow root, or a subtree of either. */
export type DiscoveryRoot = Document | DocumentFragment | Element;

export interface Autoloader {
  /**
   * Defines every `sk-*` element inside `root` (and in the open shadow roots within it) and keeps
   * watching it for elements added later. For roots created before the autoloader loaded (later
   * ones are watched as they are attached); resolves once their modules have loaded.
   */
  discover(root: DiscoveryRoot): Promise<void>;
}

const prefix = 'sk-';

/*
 * A Skerry element renders only elements whose modules it imports itself, so the shadow roots of
 * `sk-*` hosts need no watching: that saves one observer per component on the page.
 */
const isSkerryHost = (root: ShadowRoot): boolean => root.host.localName.startsWith(prefix);

/**
 * An autoloader for `modules` (each tag's module name, e.g. `sk-radio-group` → `radio`), which
 * it imports as `<name>.js` relative to `base`.
 */
export function createAutoloader(modules: Record<string, string>, base: URL): Autoloader {
  const loads = new Map<string, Promise<unknown>>();
  const warned = new Set<string>();
  const watched = new WeakSet<Node>();

  const load = (tag: string): Promise<unknown> | undefined => {
    if (customElements.get(tag)) return undefined;
    const name = Object.hasOwn(modules, tag) ? modules[tag] : undefined;
    if (name === undefined) {
      // Once per tag: a page that repeats a typo is told once, not once per element.
      if (!warned.has(tag)) {
        warned.add(tag);
        console.warn(
          `Skerry autoloader: <${tag}> is not a Skerry element, so nothing defines it. Check its spelling, or define it yourself; the Skerry elements are listed at https://skerry.design/core-components/.`,
        );
      }
      return undefined;
    }
    let loading = loads.get(name);
    if (!loading) {
      loading = import(/* @vite-ignore */ new URL(`${name}.js`, base).href).catch(
        (error: unknown) => {
          // Forgotten, so the next element of that tag to appear tries again.
          loads.delete(name);
          console.error(`Skerry autoloader: could not load ${name}.js for <${tag}>`, error);
        },
      );
      loads.set(name, loading);
    }
    return loading;
  };

  /** Loads the modules of the undefined `sk-*` elements in `root`, itself included. */
  const define = (root: DiscoveryRoot): Promise<unknown>[] => {
    const found = [...root.querySelectorAll(':not(:defined)')];
    if (root instanceof Element && !root.matches(':defined')) found.push(root);
    const tags = new Set(
      found.map((element) => element.localName).filter((tag) => tag.startsWith(prefix)),
    );
    return [...tags].flatMap((tag) => load(tag) ?? []);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) void Promise.all(define(node));
      }
    }
  });

  const watch = (root: Document | DocumentFragment): void => {
    if (watched.has(root)) return;
    watched.add(root);
    observer.observe(root, { childList: true, subtree: true });
  };

  const discover = async (root: DiscoveryRoot): Promise<void> => {
    const loading = define(root);
    if (!(root instanceof Element)) watch(root);
    // Open shadow roots made before the autoloader ran; later ones come through attachShadow.
    const elements = [...(root instanceof Element ? [root] : []), ...root.querySelectorAll('*')];
    const inner = elements.flatMap((element) => {
      const shadow = element.shadowRoot;
      return shadow && !isSkerryHost(shadow) ? [discover(shadow)] : [];
    });
    await Promise.all([...loading, ...inner]);
  };

  /*
   * Shadow roots the page attaches from now on, open or closed: a closed one is reachable only
   * here, when it is made. It is empty then, so watching it is enough.
   */
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const shadow = attachShadow.call(this, init);
    if (!isSkerryHost(shadow)) watch(shadow);
    return shadow;
  };

  return { discover };
}

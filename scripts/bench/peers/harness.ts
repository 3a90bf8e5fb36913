/**
 * The in-page half of a peer bench sample, bundled into every subject's page after its library:
 * `prepare` parses the instances into an inert template (not measured), `render` clones them
 * into the attached `#bench` container and resolves once the next frame has been produced, and
 * `check` proves afterwards that every instance was upgraded and shows its words.
 */

declare global {
  interface Window {
    __benchReady: boolean;
    __benchPrepare: (html: string) => void;
    __benchRender: () => Promise<void>;
    __benchCheck: (count: string, instances: number, texts: string[]) => string | null;
  }
}

const template = document.createElement('template');

window.__benchPrepare = (html) => {
  template.innerHTML = html;
};

window.__benchRender = () => {
  const container = document.getElementById('bench')!;
  // Cloned into this document, the custom elements are created and upgraded at once, as a
  // framework's template would create them.
  container.append(document.importNode(template.content, true));
  // A task posted from the frame's animation callbacks runs after that frame's style, layout
  // and paint: the sample ends when the instances have been rendered once.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
};

/**
 * The text a reader sees in the flat tree under `node`: shadow roots instead of their hosts'
 * children, a slot's assigned nodes (or its fallback), nothing from styles or templates. It also
 * collects the names of custom elements that were never defined.
 */
function flatText(node: Node, undefinedTags: Set<string>): string {
  if (node instanceof Text) return node.data;
  if (node instanceof Element) {
    const name = node.localName;
    if (name.includes('-') && !customElements.get(name)) undefinedTags.add(name);
    if (name === 'style' || name === 'script' || name === 'template') return '';
    if (node instanceof HTMLSlotElement) {
      const assigned = node.assignedNodes();
      if (assigned.length > 0) return assigned.map((n) => flatText(n, undefinedTags)).join('');
    } else if (node.shadowRoot) {
      return flatText(node.shadowRoot, undefinedTags);
    }
  }
  let text = '';
  for (const child of node.childNodes) text += flatText(child, undefinedTags);
  return text;
}

/** Occurrences of `word` in `text`. */
const occurrences = (text: string, word: string) => text.split(word).length - 1;

window.__benchCheck = (count, instances, texts) => {
  const container = document.getElementById('bench')!;
  const found = container.querySelectorAll(count);
  if (found.length !== instances) return `${found.length} ${count} of ${instances} rendered`;
  for (const element of found) {
    if (!element.localName.includes('-')) break;
    // A group's shadow tree may be a bare slot; a style element alone is no rendering.
    const rendered = [...(element.shadowRoot?.children ?? [])].some((c) => c.localName !== 'style');
    if (!rendered) return `a <${element.localName}> has no rendered shadow tree`;
  }
  const undefinedTags = new Set<string>();
  const text = flatText(container, undefinedTags);
  if (undefinedTags.size > 0) return `never defined: ${[...undefinedTags].join(', ')}`;
  for (const word of texts) {
    const shown = occurrences(text, word);
    if (shown < instances) return `"${word}" shown ${shown} times for ${instances} instances`;
  }
  return null;
};

export {};

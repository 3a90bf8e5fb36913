import { parseFragment } from 'parse5';

/** A demo's markup as a small tree: elements with their attributes as written, and text. */
export type DemoNode =
  | { type: 'element'; tag: string; attributes: [string, string][]; children: DemoNode[] }
  | { type: 'text'; value: string };

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Parse5Node[];
  content?: Parse5Node;
}

function convert(node: Parse5Node, where: string): DemoNode[] {
  if (node.nodeName === '#text') return [{ type: 'text', value: node.value ?? '' }];
  if (node.nodeName === '#comment') return [];
  if (!node.tagName) return [];
  const attributes = (node.attrs ?? []).map(({ name, value }): [string, string] => {
    if (/^on/i.test(name)) {
      throw new Error(
        `${where}: <${node.tagName} ${name}> — inline event handlers do not carry over to React, Vue and Angular; listen to the event in the page's code instead`,
      );
    }
    return [name, value];
  });
  // <template> keeps its children in a separate document fragment.
  const children = (node.content ?? node).childNodes ?? [];
  return [
    {
      type: 'element',
      tag: node.tagName,
      attributes,
      children: children.flatMap((child) => convert(child, where)),
    },
  ];
}

/** Parses a demo's HTML as the browser would parse it inside a `<div>`. */
export function parseDemoHtml(html: string, where: string): DemoNode[] {
  const fragment = parseFragment(html) as unknown as Parse5Node;
  return (fragment.childNodes ?? []).flatMap((node) => convert(node, where));
}

/** The custom element tags a demo uses, in order of first use. */
export function customElementTags(nodes: readonly DemoNode[]): string[] {
  const tags = new Set<string>();
  const walk = (list: readonly DemoNode[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      if (node.tag.includes('-')) tags.add(node.tag);
      walk(node.children);
    }
  };
  walk(nodes);
  return [...tags];
}

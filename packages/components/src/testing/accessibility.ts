import { cdp } from 'vitest/browser';

/** What the browser's accessibility tree, the one screen readers read, holds for an element. */
export interface AccessibleNode {
  role: string;
  name: string;
  description: string;
  /** States and properties by their protocol names: `invalid`, `required`, `focused`, … */
  properties: Record<string, unknown>;
}

interface DomNode {
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

interface AxValue {
  value?: unknown;
}

interface AxNode {
  role?: AxValue;
  name?: AxValue;
  description?: AxValue;
  properties?: { name: string; value: AxValue }[];
}

const marker = 'data-sk-accessibility-probe';

function find(node: DomNode, token: string): number | undefined {
  const attributes = node.attributes ?? [];
  for (let i = 0; i < attributes.length; i += 2) {
    if (attributes[i] === marker && attributes[i + 1] === token) return node.backendNodeId;
  }
  const inner = [
    ...(node.shadowRoots ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
    ...(node.children ?? []),
  ];
  for (const child of inner) {
    const found = find(child, token);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The role, name, description and states Chromium computed for `element`, read from its
 * accessibility tree over the DevTools protocol. `page.getByRole` computes names in JavaScript
 * and cannot see what only the browser knows, such as a name an external `<label>` gives a
 * control inside a shadow root through `referenceTarget`; this reads what assistive technology
 * gets.
 */
export async function accessibleNode(element: Element): Promise<AccessibleNode> {
  return withBackendNode(element, async (session, backendNodeId) => {
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      backendNodeId,
      fetchRelatives: false,
    })) as { nodes: AxNode[] };
    const node = nodes[0] ?? {};
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      description: String(node.description?.value ?? ''),
      properties: Object.fromEntries(
        (node.properties ?? []).map(({ name, value }) => [name, value.value]),
      ),
    };
  });
}

/**
 * The accessible names of the `role` nodes under `element` in Chromium's accessibility tree:
 * what is inside a group as assistive technology sees it, slotted content included, which only
 * the browser knows.
 */
export async function accessibleDescendants(element: Element, role: string): Promise<string[]> {
  return withBackendNode(element, async (session, backendNodeId) => {
    const { nodes } = (await session.send('Accessibility.queryAXTree', {
      backendNodeId,
      role,
    })) as { nodes: AxNode[] };
    return nodes.map((node) => String(node.name?.value ?? ''));
  });
}

/* Runs `read` with the protocol's id of `element`, found by a marker attribute set meanwhile. */
async function withBackendNode<T>(
  element: Element,
  read: (session: ReturnType<typeof cdp>, backendNodeId: number) => Promise<T>,
): Promise<T> {
  const token = crypto.randomUUID();
  element.setAttribute(marker, token);
  try {
    const session = cdp();
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const backendNodeId = find(root, token);
    if (backendNodeId === undefined) throw new Error('accessibility: element not found');
    return await read(session, backendNodeId);
  } finally {
    element.removeAttribute(marker);
  }
}

/**
 * The test page's accessibility tree as Chromium builds it, from the DevTools protocol: the
 * roles, names and descriptions a screen reader gets, not a script's estimate of them.
 */
export async function accessibilityTree(): Promise<
  { role: string; name: string; description: string }[]
> {
  const session = cdp();
  const frames: { id: string; url: string }[] = [];
  type FrameTree = { frame: { id: string; url: string }; childFrames?: FrameTree[] };
  const collect = (tree: FrameTree): void => {
    frames.push(tree.frame);
    tree.childFrames?.forEach(collect);
  };
  collect((await session.send('Page.getFrameTree')).frameTree);
  const frameId = frames.find((frame) => frame.url === location.href)?.id;
  const { nodes } = await session.send('Accessibility.getFullAXTree', { frameId });
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => ({
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      description: String(node.description?.value ?? ''),
    }));
}

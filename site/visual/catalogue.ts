import { type CemDeclaration, findElement, readManifest } from '../readers/manifest.ts';
import { type DemoNode, parseDemoHtml } from '../readers/parse-html.ts';
import { contentDemos } from '../app/docs/demo/snippets.server.ts';
import { contentDir } from '../readers/paths.ts';
import { type WorkbenchStory, workbenchComponents } from '../engine/workbench/stories.ts';

/**
 * What the pictures show, from the sources the workbench is built from (the manifest and every
 * `<Demo>` of the content): nothing here is listed by hand, so a new component or demo has
 * pictures as soon as it has a story.
 */
const manifest = readManifest();
export const components = workbenchComponents(manifest, contentDemos(contentDir));

/** A story to picture: the first of the stories that show one demo. */
export interface PicturedStory extends WorkbenchStory {
  tag: string;
}

/**
 * Every distinct demo once. Several components share demos (a radio group's demos are stories of
 * `sk-radio` too): the same HTML on the same page is the same picture.
 */
export const distinctStories: PicturedStory[] = (() => {
  const seen = new Set<string>();
  const stories: PicturedStory[] = [];
  for (const component of components) {
    for (const story of component.stories) {
      const key = `${story.page}\n${story.html}`;
      if (seen.has(key)) continue;
      seen.add(key);
      stories.push({ ...story, tag: component.tag });
    }
  }
  return stories;
})();

/** How a state is put on an element: an attribute set, or one of its methods called. */
export type StateChange =
  | { kind: 'attribute'; name: string; value: string }
  | { kind: 'method'; calls: { name: string; args?: string[] }[] }
  /** A keyboard opening of a popup, tried on the focused element; pictured if it opens one. */
  | { kind: 'keyboard-open' };

export interface ElementState {
  name: string;
  change: StateChange;
}

function attributeNames(declaration: CemDeclaration): Set<string> {
  return new Set((declaration.attributes ?? []).map((a) => a.name));
}

function methodNames(declaration: CemDeclaration): Set<string> {
  return new Set(
    (declaration.members ?? [])
      .filter((m) => m.kind === 'method' && !m.static && (m.privacy ?? 'public') === 'public')
      .map((m) => m.name),
  );
}

function elementsOf(
  nodes: readonly DemoNode[],
  tag: string,
): Extract<DemoNode, { type: 'element' }>[] {
  return nodes.flatMap((node) =>
    node.type !== 'element'
      ? []
      : [...(node.tag === tag ? [node] : []), ...elementsOf(node.children, tag)],
  );
}

/** Whether one of the component's stories already shows the element with this attribute value. */
function documented(stories: readonly WorkbenchStory[], tag: string, name: string, value?: string) {
  return stories.some((story) =>
    elementsOf(parseDemoHtml(story.html, story.page), tag).some((element) =>
      element.attributes.some(([n, v]) => n === name && (value === undefined || v === value)),
    ),
  );
}

/** An attribute's values when its type is a union of string literals: `'info' | 'success'`. */
function literalValues(type: string | undefined): string[] {
  return [...(type ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

/**
 * The states of an element beyond its stories, from its manifest entry: disabled, checked, open,
 * error and success, each only where the element has it and no story shows it already (a story
 * is pictured in every theme anyway). Pointer and keyboard states (hover, focus-visible, active)
 * are the test's own, on every element that takes focus.
 */
export function extraStates(tag: string): ElementState[] {
  const declaration = findElement(manifest, tag);
  if (!declaration) return [];
  const stories = components.find((c) => c.tag === tag)?.stories ?? [];
  const attributes = attributeNames(declaration);
  const methods = methodNames(declaration);
  const states: ElementState[] = [];
  for (const name of ['disabled', 'checked', 'indeterminate']) {
    if (attributes.has(name) && !documented(stories, tag, name)) {
      states.push({ name, change: { kind: 'attribute', name, value: '' } });
    }
  }
  if (!documented(stories, tag, 'error')) {
    if (attributes.has('error')) {
      states.push({
        name: 'error',
        change: { kind: 'attribute', name: 'error', value: 'Check this value.' },
      });
    } else if (
      methods.has('setCustomValidity') &&
      methods.has('checkValidity') &&
      attributes.has('hint')
    ) {
      // A field shows its message once its validity is checked (its `invalid` event), as on a
      // submit; `reportValidity` would also draw the browser's own bubble over it.
      states.push({
        name: 'error',
        change: {
          kind: 'method',
          calls: [
            { name: 'setCustomValidity', args: ['Check this value.'] },
            { name: 'checkValidity' },
          ],
        },
      });
    }
  }
  for (const attribute of declaration.attributes ?? []) {
    if (
      literalValues(attribute.type?.text).includes('success') &&
      !documented(stories, tag, attribute.name, 'success')
    ) {
      states.push({
        name: 'success',
        change: { kind: 'attribute', name: attribute.name, value: 'success' },
      });
    }
  }
  if (attributes.has('open')) {
    if (!documented(stories, tag, 'open')) {
      states.push({ name: 'open', change: { kind: 'attribute', name: 'open', value: '' } });
    }
  } else if (methods.has('show') || methods.has('showPicker')) {
    states.push({
      name: 'open',
      change: { kind: 'method', calls: [{ name: methods.has('show') ? 'show' : 'showPicker' }] },
    });
  } else {
    states.push({ name: 'open', change: { kind: 'keyboard-open' } });
  }
  return states;
}

import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { type CemManifest, readManifest } from '../../../readers/manifest.ts';
import { dataAttribute, stringAttribute } from '../../../readers/mdx-jsx.ts';
import { type RenderPeersData, readRenderPeers } from '../../../readers/render-peers.ts';
import {
  folderElements,
  renderCostFacts,
  renderPeersProblems,
} from './render-cost-facts.server.ts';

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
}

/** A component's API page, `core-components/<folder>/api.mdx`. */
const apiPage = /^core-components\/([a-z][a-z0-9-]*)\/api\.mdx$/;

/** The runs already checked against the manifest, so each is checked once per build. */
const checked = new WeakSet<RenderPeersData>();

/**
 * Gives `<RenderCost tag="sk-checkbox" />` its facts from the last committed peer render bench
 * run, and puts one under the title of every built component's API page whose elements (those
 * of its folder) the run measured; a component the run did not measure shows nothing, since no
 * figure is better than one that was not measured. A tag the run lacks, where a page asks for it, fails the build,
 * naming the page; a run that names an element the components do not have, naming the field.
 */
export function remarkRenderCost(options: {
  contentDir: string;
  manifest?: () => CemManifest | undefined;
  data?: () => RenderPeersData;
  /** The repository's root, where the bench's source must be for the page to link to it. */
  repoRoot?: string;
}) {
  const loadManifest = options.manifest ?? (() => readManifest());
  const loadData = options.data ?? (() => readRenderPeers());
  const checkedData = (): RenderPeersData => {
    const data = loadData();
    if (checked.has(data)) return data;
    const problems = renderPeersProblems(data, loadManifest(), { repoRoot: options.repoRoot });
    if (problems.length > 0) throw new Error(problems.join('\n'));
    checked.add(data);
    return data;
  };
  return (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const explicit = tree.children.filter(
      (node) => node.type === 'mdxJsxFlowElement' && (node as JsxElement).name === 'RenderCost',
    ) as unknown as JsxElement[];
    for (const node of explicit) {
      const tag = stringAttribute(node, 'tag');
      if (!tag) throw new Error(`${where}: <RenderCost> needs a tag, such as tag="sk-button"`);
      const facts = renderCostFacts([tag], checkedData());
      if (!facts) {
        throw new Error(`${where}: <RenderCost tag="${tag}">: the render bench run has no ${tag}`);
      }
      node.attributes.push(dataAttribute('facts', facts));
    }
    const folder = apiPage.exec(where)?.[1];
    if (explicit.length > 0 || !folder) return;
    const tags = folderElements(loadManifest(), folder);
    if (tags.length === 0) return;
    const facts = renderCostFacts(tags, checkedData());
    if (!facts) return;
    const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    tree.children.splice(title + 1, 0, {
      type: 'mdxJsxFlowElement',
      name: 'RenderCost',
      attributes: [dataAttribute('facts', facts)],
      children: [],
    } as unknown as RootContent);
  };
}

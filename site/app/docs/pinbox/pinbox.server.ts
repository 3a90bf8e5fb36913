import fs from 'node:fs';
import path from 'node:path';
import type { SizesFile } from '@skerry/components';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { type CemManifest, packageDir, readManifest } from '../../../readers/manifest.ts';
import { readSizes } from '../../../readers/sizes.ts';
import { componentTagOf } from '../../../readers/component-status.ts';
import { type PinboxSources, pinboxFacts } from './pinbox-facts.server.ts';
import { dataAttribute, stringAttribute } from '../../../readers/mdx-jsx.ts';

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
}

const pinbox = (attributes: JsxElement['attributes']): RootContent =>
  ({
    type: 'mdxJsxFlowElement',
    name: 'Pinbox',
    attributes,
    children: [],
  }) as unknown as RootContent;

/**
 * Gives `<Pinbox tag="sk-button" />` its facts from the components' manifest, package exports and
 * measured sizes, and pins one under the title of every built component's overview that has
 * none, so no overview can lack it or state its facts by hand. A tag the data does not know
 * fails the build, naming the page.
 */
export function remarkPinbox(options: {
  contentDir: string;
  manifest?: () => CemManifest | undefined;
  sizes?: () => SizesFile;
  pkg?: () => PinboxSources['pkg'];
}) {
  const loadManifest = options.manifest ?? (() => readManifest());
  const loadPkg =
    options.pkg ??
    (() =>
      JSON.parse(
        fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
      ) as PinboxSources['pkg']);
  return (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    const sources = (): PinboxSources => ({
      manifest: loadManifest(),
      sizes: (options.sizes ?? (() => readSizes()))(),
      pkg: loadPkg(),
    });
    const factsOf = (tag: string) => {
      const facts = pinboxFacts(tag, sources());
      if (typeof facts === 'string') throw new Error(`${where}: <Pinbox tag="${tag}">: ${facts}`);
      return facts;
    };
    const explicit = tree.children.filter(
      (node) => node.type === 'mdxJsxFlowElement' && (node as JsxElement).name === 'Pinbox',
    ) as unknown as JsxElement[];
    for (const node of explicit) {
      const tag = stringAttribute(node, 'tag');
      if (!tag) throw new Error(`${where}: <Pinbox> needs a tag, such as tag="sk-button"`);
      node.attributes.push(dataAttribute('facts', factsOf(tag)));
    }
    if (explicit.length > 0 || !where.endsWith('/index.mdx')) return;
    const tag = componentTagOf(where);
    if (!tag || !loadManifest()) return;
    const built = (loadManifest()?.modules ?? []).some((m) =>
      m.declarations?.some((d) => d.customElement && d.tagName === tag),
    );
    if (!built) return;
    const title = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    tree.children.splice(title + 1, 0, pinbox([dataAttribute('facts', factsOf(tag))]));
  };
}

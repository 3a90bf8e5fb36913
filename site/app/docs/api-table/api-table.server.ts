import path from 'node:path';
import type { Heading, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { type CemManifest, findElement, readManifest } from '../../../readers/manifest.ts';
import { apiSections } from './sections.server.ts';
import { dataAttribute, stringAttribute } from '../../../readers/mdx-jsx.ts';

interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

function tableElement(section: ReturnType<typeof apiSections>[number]): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'ApiTable',
    attributes: [dataAttribute('section', section)],
    children: [],
  } as unknown as RootContent;
}

/**
 * Expands `<WebComponentApi tag="sk-button" />` into the element's API from the components'
 * Custom Elements Manifest: a heading per section (so they are in the table of contents, the
 * search index and the link check) and a table, or a sentence saying the section is empty. An
 * unknown tag fails the build, naming the page.
 */
export function expandComponentApi(
  tree: Root,
  where: string,
  manifest: CemManifest | undefined,
): void {
  tree.children = tree.children.flatMap((node): RootContent[] => {
    const element = node as unknown as JsxElement;
    if (node.type !== 'mdxJsxFlowElement' || element.name !== 'WebComponentApi') return [node];
    const tag = stringAttribute(element, 'tag');
    if (!tag) throw new Error(`${where}: <WebComponentApi> needs a tag, such as tag="sk-button"`);
    const declaration = findElement(manifest, tag);
    if (!declaration) {
      throw new Error(
        `${where}: <WebComponentApi tag="${tag}">: no such element in the components' custom-elements.json`,
      );
    }
    const depth = Number(stringAttribute(element, 'level') ?? 2) as Heading['depth'];
    return apiSections(declaration).flatMap((section) => [
      { type: 'heading', depth, children: [{ type: 'text', value: section.title }] } as Heading,
      tableElement(section),
    ]);
  });
}

/** `expandComponentApi` as a remark plugin, with the manifest it reads replaceable for tests. */
export function remarkComponentApi(options: {
  contentDir: string;
  manifest?: () => CemManifest | undefined;
}) {
  const load = options.manifest ?? (() => readManifest());
  return (tree: Root, file: VFile) => {
    const where = path.relative(options.contentDir, file.path).split(path.sep).join('/');
    expandComponentApi(tree, where, load());
  };
}

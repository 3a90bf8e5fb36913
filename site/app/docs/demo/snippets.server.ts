import fs from 'node:fs';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { defaultModalOpener } from '../modal-wrapper/modal-opener.ts';
import { type ContentFile, listContentFiles } from '../../../engine/content/content-files.ts';
import { parseMdx } from '../../../engine/compile/markdown.ts';
import { stringAttribute } from '../../../readers/mdx-jsx.ts';

/**
 * The documentation elements that show a live example with its source, each filled in the same
 * way: `<Demo>`, and `<ModalWrapper>`, whose example is a modal opened from a button.
 */
export const demoElements: ReadonlySet<string> = new Set(['Demo', 'ModalWrapper']);

/** A `<Demo>` (or other element of `demoElements`) as MDX's tree holds it. */
export interface DemoElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: { type: string }[];
}

/** One `<Demo>` of a page: its element, its caption and the one HTML snippet it shows. */
export interface DemoSnippet {
  element: DemoElement;
  title: string | undefined;
  /** A `<ModalWrapper>`'s button text: its snippet is shown by opening it from that button. */
  opener: string | undefined;
  /** The ```html block inside it, as written. */
  html: string;
}

/**
 * Every `<Demo>` of a page, in page order. Each needs exactly one ```html block: it is what the
 * page renders live, what the framework tabs are made from and what the workbench's stories
 * show, so a demo without one fails the build, naming the page (`where`).
 */
export function demoSnippets(tree: Root, where: string): DemoSnippet[] {
  const snippets: DemoSnippet[] = [];
  visit(tree, 'mdxJsxFlowElement', (node) => {
    const element = node as unknown as DemoElement;
    if (!demoElements.has(element.name ?? '')) return;
    const blocks = element.children.filter((child): child is Code => child.type === 'code');
    const html = blocks.find((block) => block.lang === 'html');
    if (!html || blocks.length !== 1) {
      throw new Error(
        `${where}: <${element.name}> needs exactly one \`\`\`html code block inside it`,
      );
    }
    snippets.push({
      element,
      title: stringAttribute(element, 'title'),
      opener:
        element.name === 'ModalWrapper'
          ? (stringAttribute(element, 'opener') ?? defaultModalOpener)
          : undefined,
      html: html.value,
    });
  });
  return snippets;
}

/** A demo of the content tree: the page it is on, its caption and its HTML. */
export interface ContentDemo {
  page: ContentFile;
  title: string | undefined;
  /** A modal's demo: the text of the button that opens it. */
  opener?: string | undefined;
  html: string;
}

/**
 * The demos of every page below `contentDir`, page by page in URL order: the one source the
 * pages' live examples and the workbench's stories are both made from.
 */
export function contentDemos(contentDir: string): ContentDemo[] {
  return listContentFiles(contentDir).flatMap((page) => {
    const source = fs.readFileSync(page.file, 'utf8');
    // Most pages have no demo: skip parsing those.
    if (!source.includes('<Demo') && !source.includes('<ModalWrapper')) return [];
    return demoSnippets(parseMdx(source), page.relativePath).map(({ title, opener, html }) => ({
      page,
      title,
      opener,
      html,
    }));
  });
}

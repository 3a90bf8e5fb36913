import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { type PluggableList, type Processor, unified } from 'unified';

/** The remark plugins every page is compiled with, in one place for the build and the scanner. */
export const baseRemarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm];

const parser = unified().use(remarkParse).use(remarkMdx).use(baseRemarkPlugins);

/** Parses MDX source into the same tree that the MDX compiler sees. */
export function parseMdx(source: string): Root {
  return parser.runSync(parser.parse(source)) as Root;
}

/** Each page's tree as the scanner read it, until the compiler takes it. */
const parsedPages = ((
  globalThis as { __skerryParsedPages?: Map<string, { text: string; tree: Root }> }
).__skerryParsedPages ??= new Map());

/**
 * Gives the tree `parseMdx` made of a page's text to the MDX compiler's parse of the same text
 * (`remarkParsedPage`). The scanner reads every page before the compiler sees one, so each page
 * is parsed once, not twice: in a large build that parse is seconds of the bundler's one thread.
 * The tree is handed over, not copied: the caller may have expanded it (`expandPage`, which
 * then does not expand it again) but changes it no more; the compiler changes it as it goes.
 */
export function keepParsed(file: string, text: string, tree: Root): void {
  parsedPages.set(file, { text, tree });
}

/**
 * The tree kept for a page of this text, left in place for the compiler, for a reader that works
 * on a copy of it: the machine files' worker receives it cloned (`../machine-files/background.ts`).
 */
export function keptTree(file: string, text: string): Root | undefined {
  const kept = parsedPages.get(file);
  return kept?.text === text ? kept.tree : undefined;
}

/**
 * The compiler's parser, for a page whose text the scanner parsed: the kept tree, which the
 * compiler then owns (it is taken: a second compile of the text parses it). Any other text is
 * parsed as usual. The compiler's steps see the same tree either way: `parseMdx` parses with
 * the compiler's syntax extensions (MDX, frontmatter, GFM), in its order, and the compiler's
 * expansion (`remarkExpandPage`) is the one the scanner made, with the same sources.
 */
export function remarkParsedPage(this: Processor): void {
  const parse = this.parser;
  if (!parse) throw new Error('remarkParsedPage comes after the parser (remark-parse).');
  this.parser = (document, file) => {
    const kept = file.path ? keptTree(file.path, document) : undefined;
    if (!kept) return parse(document, file);
    parsedPages.delete(file.path);
    return kept;
  };
}

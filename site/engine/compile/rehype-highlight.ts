import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Root } from 'hast';
import { codeThemes, getHighlighter, tokenizeTimeLimit } from '../../readers/highlighter.ts';

/** Highlights code blocks at build time with both themes' colours as CSS variables. */
export function rehypeHighlight() {
  return async (tree: Root) => {
    const highlighter = await getHighlighter();
    const transform = rehypeShikiFromHighlighter(highlighter, {
      themes: codeThemes,
      defaultColor: false,
      addLanguageClass: true,
      fallbackLanguage: 'text',
      tokenizeTimeLimit,
    }) as unknown as (tree: Root) => Promise<void> | void;
    await transform(tree);
  };
}

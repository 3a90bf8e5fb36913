import { type HighlighterGeneric, createHighlighter } from 'shiki';

/** The languages code blocks may use; anything else is shown unhighlighted. */
export const codeLanguages = [
  'html',
  'css',
  'js',
  'ts',
  'tsx',
  'jsx',
  'json',
  'bash',
  'shell',
  'md',
  'mdx',
  'vue',
  'yaml',
  'diff',
];
export const codeThemes = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;

/**
 * No time limit per line. Past Shiki's default of 500 ms it leaves the rest of a line untokenized
 * in that theme's default colour; a loaded build machine reaches that now and then, so the same
 * page came out with other colours from one build to the next.
 */
export const tokenizeTimeLimit = 0;

type Highlighter = HighlighterGeneric<string, string>;
const holder = globalThis as { __skerryHighlighter?: Promise<Highlighter> };

/**
 * One highlighter for the whole build process. Loading grammars is the expensive part of Shiki,
 * and Vite loads the site config (and so the MDX plugins) once per build environment.
 */
export function getHighlighter(): Promise<Highlighter> {
  holder.__skerryHighlighter ??= createHighlighter({
    themes: Object.values(codeThemes),
    langs: codeLanguages,
  }) as Promise<Highlighter>;
  return holder.__skerryHighlighter;
}

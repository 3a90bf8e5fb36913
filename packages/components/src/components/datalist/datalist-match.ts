import { cachedIntl, intlLocale } from '../../localization/intl-cache.js';

/**
 * A text folded for matching: case and accents gone where the language treats them as the
 * same letter, with the position in the original text of each folded code unit, so a match in
 * the folded text can be highlighted in the original.
 */
export interface FoldedText {
  readonly folded: string;
  /** For each code unit of `folded`: where the character it came from starts in the text. */
  readonly starts: readonly number[];
  /** For each code unit of `folded`: where the character it came from ends in the text. */
  readonly ends: readonly number[];
}

/** Where a query was found in a text: `[start, end)` in the original text's code units. */
export type MatchRange = readonly [start: number, end: number];

const baseLetters = { sensitivity: 'base' } as const;

/* Folded characters by language: a list of a thousand options has a few dozen distinct ones. */
const foldedChars = new Map<string, Map<string, string>>();

/*
 * One character at a time, so each folded code unit knows its source. Lower case in the
 * language's rules (Turkish İ), then without its accents only if the language's collator says
 * the two are the same letter at base strength: "é" is "e" everywhere, but "ä" stays "ä" in
 * Finnish and Swedish, where it is a letter of its own, and folds to "a" in German.
 */
function foldChar(lang: string, char: string, known: Map<string, string>): string {
  let folded = known.get(char);
  if (folded === undefined) {
    const lower = char.toLocaleLowerCase(lang);
    const bare = lower.normalize('NFD').replace(/\p{M}/gu, '');
    const same = cachedIntl(Intl.Collator, lang, baseLetters).compare(lower, bare) === 0;
    folded = same ? bare : lower;
    known.set(char, folded);
  }
  return folded;
}

/** `text` folded for matching in `lang`; fold each option once, when the options change. */
export function foldText(lang: string, text: string): FoldedText {
  const locale = intlLocale(lang);
  let known = foldedChars.get(locale);
  if (!known) foldedChars.set(locale, (known = new Map()));
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(locale, char, known);
    folded += part;
    const end = index + char.length;
    for (let i = 0; i < part.length; i++) {
      starts.push(index);
      ends.push(end);
    }
    index = end;
  }
  return { folded, starts, ends };
}

/** A typed query folded as the options are; spaces at either end do not count. */
export function foldQuery(lang: string, query: string): string {
  return foldText(lang, query.trim()).folded;
}

/**
 * Where the folded `query` first occurs in `text` (only at its start with `atStart`), as a
 * range of the original text; `null` when it does not. An empty query matches every text, with
 * an empty range.
 */
export function matchRange(text: FoldedText, query: string, atStart = false): MatchRange | null {
  if (!query) return [0, 0];
  const at = atStart ? (text.folded.startsWith(query) ? 0 : -1) : text.folded.indexOf(query);
  if (at < 0) return null;
  return [text.starts[at]!, text.ends[at + query.length - 1]!];
}

/** What a filter says of one suggestion: hidden (`false`), or shown with its match marked. */
export type SuggestionMatch = false | [MatchRange];

/**
 * Matches what the reader typed against suggestions' labels, folding each label once per
 * language, so a keystroke in a long list costs one search per label, not one fold.
 */
export class SuggestionMatcher {
  private folds = new WeakMap<object, FoldedText>();
  private lang = '';

  /**
   * The test for each suggestion (`contains`, or at the start only with `atStart`), or
   * `undefined` when the text is empty and every suggestion matches unmarked.
   */
  test(
    lang: string,
    text: string,
    atStart: boolean,
  ): ((suggestion: { readonly label: string }) => SuggestionMatch) | undefined {
    if (lang !== this.lang) {
      this.folds = new WeakMap();
      this.lang = lang;
    }
    const query = foldQuery(lang, text);
    if (!query) return undefined;
    return (suggestion) => {
      let folded = this.folds.get(suggestion);
      if (!folded) this.folds.set(suggestion, (folded = foldText(lang, suggestion.label)));
      const range = matchRange(folded, query, atStart);
      return range ? [range] : false;
    };
  }
}

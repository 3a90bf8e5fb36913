import { describe, expect, it } from 'vitest';
import { foldQuery, foldText, matchRange } from './datalist-match.js';

/** The part of `text` that `query` matches in `lang`, or `null`. */
function matched(lang: string, text: string, query: string, atStart = false): string | null {
  const range = matchRange(foldText(lang, text), foldQuery(lang, query), atStart);
  return range && text.slice(range[0], range[1]);
}

describe('datalist matching', () => {
  it('ignores case, in the language’s own rules', () => {
    expect(matched('en', 'New York', 'YORK')).toBe('York');
    expect(matched('en', 'new york', 'New')).toBe('new');
    // Turkish has a dotted and a dotless i, each with its own capital.
    expect(matched('tr', 'İzmir', 'izmir')).toBe('İzmir');
  });

  it('ignores accents where the language counts them as the same letter', () => {
    expect(matched('en', 'Zürich', 'zur')).toBe('Zür');
    expect(matched('fr', 'Genève', 'geneve')).toBe('Genève');
    expect(matched('de', 'München', 'munchen')).toBe('München');
    expect(matched('fi', 'Café', 'cafe')).toBe('Café');
  });

  it('keeps letters of their own apart: ä and ö in Finnish and Swedish', () => {
    expect(matched('fi', 'Äänekoski', 'aa')).toBeNull();
    expect(matched('fi', 'Äänekoski', 'ää')).toBe('Ää');
    expect(matched('sv', 'Örebro', 'ore')).toBeNull();
    expect(matched('sv', 'Örebro', 'öre')).toBe('Öre');
  });

  it('matches decomposed accents and marks the whole letter', () => {
    const decomposed = 'Zu\u0308rich';
    expect(matched('en', decomposed, 'zur')).toBe('Zu\u0308r');
    expect(matched('en', 'Zürich', 'Zu\u0308')).toBe('Zü');
  });

  it('ignores Arabic short vowel marks', () => {
    expect(matched('ar', 'مَدِينَة', 'مدينة')).toBe('مَدِينَة');
  });

  it('matches anywhere, or at the start only', () => {
    expect(matched('en', 'Graphic designer', 'design')).toBe('design');
    expect(matched('en', 'Graphic designer', 'design', true)).toBeNull();
    expect(matched('en', 'Designer', 'design', true)).toBe('Design');
  });

  it('ignores spaces around the query, and matches everything with an empty one', () => {
    expect(matched('en', 'New York', '  york ')).toBe('York');
    expect(matchRange(foldText('en', 'Oslo'), foldQuery('en', '   '))).toEqual([0, 0]);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(matched('en', 'Café 🌍 Berlin', '🌍 b')).toBe('🌍 B');
  });

  it('folds as English for a language tag Intl rejects', () => {
    expect(matched('en_US', 'Zürich', 'zur')).toBe('Zür');
  });
});

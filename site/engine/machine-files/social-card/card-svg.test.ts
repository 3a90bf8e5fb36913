import { beforeAll, describe, expect, it } from 'vitest';
import { cardSvg, fitTitle, wrapText } from './card-svg.ts';
import { type CardFont, loadCardFont } from './font.ts';

/** Every character one unit wide: widths are lengths. */
const measure = (line: string) => line.length;

describe('wrapText', () => {
  it('breaks at spaces, keeping lines within the width', () => {
    expect(wrapText('one two three four', measure, 9)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks a word too long for a line between its characters', () => {
    expect(wrapText('internationalization ok', measure, 8)).toEqual([
      'internat',
      'ionaliza',
      'tion ok',
    ]);
  });
});

describe('card drawing', () => {
  let font: CardFont;
  beforeAll(async () => {
    font = await loadCardFont();
  });

  it('keeps short titles large and shrinks long ones, ending at three lines with an ellipsis', () => {
    expect(fitTitle('Button', font)).toEqual({ size: 80, lines: ['Button'] });
    const long = fitTitle(
      'Internationalization and right-to-left layouts for every component of the system, with examples',
      font,
    );
    expect(long.size).toBeLessThan(80);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    const endless = fitTitle(Array.from({ length: 60 }, () => 'word').join(' '), font);
    expect(endless.size).toBe(50);
    expect(endless.lines).toHaveLength(3);
    expect(endless.lines[2]?.endsWith('…')).toBe(true);
  });

  it('draws the text as outlines at the card’s size, on the brand colour', () => {
    const svg = cardSvg(
      { title: 'Button <API>', section: 'Components', site: 'Skerry', color: '#0065ab' },
      font,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>',
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<API>');
    expect(svg).toContain('fill="#0065ab"');
    expect(svg).toMatch(/<path id="w700g\d+" d="M/);
    expect(svg).toContain('<svg x="80" y="64" width="64" height="64"');
  });
});

import { type SocialCard, socialImageSize } from '../../../app/head/social-image.ts';
import type { CardFont, LaidOutLine } from './font.ts';

const { width, height } = socialImageSize;
const margin = 80;
const textWidth = width - 2 * margin;

/** Title sizes tried from the largest down until the title fits in `maxTitleLines`. */
const titleSizes = [80, 68, 58, 50] as const;
const maxTitleLines = 3;
const titleLeading = 1.12;
const titleWeight = 700;

const brand = { size: 34, weight: 600, logo: 64, top: 64 } as const;
const section = { size: 30, weight: 600, gap: 20 } as const;
/** The band the title block is centred in, below the brand row and above the accent bar. */
const body = { top: 150, bottom: 560 } as const;
const accentHeight = 10;

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Breaks `text` into lines no wider than `maxWidth` (font units) at spaces; a word wider than a
 * line on its own is broken between characters.
 */
export function wrapText(
  text: string,
  measure: (line: string) => number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size whose lines fit; at the smallest, the last line ends in an ellipsis. */
export function fitTitle(
  title: string,
  font: Pick<CardFont, 'layout' | 'unitsPerEm'>,
): { size: number; lines: string[] } {
  // A line's width is its words' widths plus its spaces: each word is laid out once, not once
  // for every line it is tried in (kerning across a space is nil in Inter).
  const widths = new Map<string, number>();
  const wordWidth = (word: string) => {
    let known = widths.get(word);
    if (known === undefined) {
      known = font.layout(word, titleWeight).width;
      widths.set(word, known);
    }
    return known;
  };
  const space = wordWidth(' ');
  const measure = (line: string) => {
    const words = line.split(' ');
    return words.reduce((sum, word) => sum + wordWidth(word), 0) + space * (words.length - 1);
  };
  for (const size of titleSizes) {
    const maxWidth = (textWidth * font.unitsPerEm) / size;
    const lines = wrapText(title, measure, maxWidth);
    if (lines.length <= maxTitleLines) return { size, lines };
    if (size !== titleSizes.at(-1)) continue;
    const kept = lines.slice(0, maxTitleLines);
    let last = kept[maxTitleLines - 1]!;
    while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1).trimEnd();
    kept[maxTitleLines - 1] = `${last}…`;
    return { size, lines: kept };
  }
  throw new Error('unreachable: the smallest title size always returns');
}

/** A laid-out line as outlines, its baseline starting at (x, y), `size` pixels to the em. */
function drawLine(
  line: LaidOutLine,
  x: number,
  y: number,
  size: number,
  unitsPerEm: number,
  fill: string,
  opacity = 1,
): string {
  const scale = size / unitsPerEm;
  const uses = line.glyphs.map((g) => `<use href="#${g.id}" x="${Math.round(g.x)}"/>`).join('');
  const alpha = opacity < 1 ? ` fill-opacity="${opacity}"` : '';
  return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" fill="${fill}"${alpha}>${uses}</g>`;
}

/**
 * The social card of a page as SVG: the brand (logo and site title) at the top, the section and
 * the page title centred below, on the site's colour. All text is outlines from `font`.
 * `logo` is an SVG document (the favicon), drawn as it is.
 */
export function cardSvg(card: SocialCard, font: CardFont, logo: string): string {
  const { size: titleSize, lines } = fitTitle(card.title, font);
  const titleLines = lines.map((text) => font.layout(text, titleWeight));
  const brandLine = card.site ? font.layout(card.site, brand.weight) : null;
  const sectionLine = card.section ? font.layout(card.section, section.weight) : null;

  const lineHeight = titleSize * titleLeading;
  const sectionBlock = sectionLine ? section.size + section.gap : 0;
  const blockHeight = sectionBlock + lineHeight * (titleLines.length - 1) + titleSize;
  const top = body.top + (body.bottom - body.top - blockHeight) / 2;
  // Baselines sit about a fifth of the size above the bottom of each line's box.
  const firstBaseline = top + sectionBlock + titleSize * 0.8;

  const used = new Set(
    [brandLine, sectionLine, ...titleLines].flatMap((l) => l?.glyphs.map((g) => g.id) ?? []),
  );
  const defs = [...used].map((id) => `<path id="${id}" d="${font.outline(id)}"/>`).join('');
  const u = font.unitsPerEm;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${escapeXml(card.color)}"/>`,
    `<rect y="${height - accentHeight}" width="${width}" height="${accentHeight}" fill="#ffffff" fill-opacity="0.45"/>`,
    // The favicon is a blue tile: a white frame keeps it apart from the blue behind it.
    `<rect x="${margin - 4}" y="${brand.top - 4}" width="${brand.logo + 8}" height="${brand.logo + 8}" rx="18" fill="#ffffff"/>`,
    logo.replace(
      /<svg\b/,
      `<svg x="${margin}" y="${brand.top}" width="${brand.logo}" height="${brand.logo}"`,
    ),
  ];
  if (brandLine) {
    const baseline = brand.top + brand.logo / 2 + brand.size * 0.36;
    parts.push(drawLine(brandLine, margin + brand.logo + 24, baseline, brand.size, u, '#ffffff'));
  }
  if (sectionLine) {
    const baseline = top + section.size * 0.8;
    parts.push(drawLine(sectionLine, margin, baseline, section.size, u, '#ffffff', 0.85));
  }
  titleLines.forEach((line, index) => {
    const baseline = firstBaseline + index * lineHeight;
    parts.push(drawLine(line, margin, baseline, titleSize, u, '#ffffff'));
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${parts.join('')}</svg>`
  );
}

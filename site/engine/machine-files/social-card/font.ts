import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** The tokens' Inter: the one font file the site ships, a variable font with a weight axis. */
export const interFile = require.resolve('@skerry/tokens/fonts/inter-latin-wght-normal.woff2');

/** One glyph of a laid-out line: which outline, and where it starts along the line. */
export interface PlacedGlyph {
  /** Names the outline in the card's `<defs>`, so a glyph used twice is drawn from one path. */
  id: string;
  /** In font units from the start of the line. */
  x: number;
}

export interface LaidOutLine {
  glyphs: PlacedGlyph[];
  /** The advance of the whole line, in font units. */
  width: number;
}

/**
 * Inter at any weight, laid out by fontkit (kerning and ligatures included) and turned into
 * outlines: the card's SVG holds paths, never text, so the rasterizer needs no font at all and
 * the picture does not depend on the fonts of the machine that builds it.
 */
export interface CardFont {
  readonly unitsPerEm: number;
  layout(text: string, weight: number): LaidOutLine;
  /** The SVG path data (font units, y up) of every glyph id a layout returned. */
  outline(id: string): string;
}

/**
 * fontkit reads WOFF2 but cannot instance a variable WOFF2 at another weight, so the file is
 * first unpacked to TrueType with Google's own decoder (wawoff2, WebAssembly).
 */
async function trueType(file: string): Promise<Buffer> {
  // Loaded on first use: its WebAssembly starts up only in builds that draw a card.
  const { default: decompress } = await import('wawoff2/decompress.js');
  return Buffer.from(await decompress(fs.readFileSync(file)));
}

export async function loadCardFont(file: string = interFile): Promise<CardFont> {
  const font = fontkit.create(await trueType(file)) as fontkit.Font;
  const instances = new Map<number, fontkit.Font>();
  const outlines = new Map<string, string>();
  const at = (weight: number) => {
    let instance = instances.get(weight);
    if (!instance) {
      instance = font.getVariation({ wght: weight });
      instances.set(weight, instance);
    }
    return instance;
  };
  return {
    unitsPerEm: font.unitsPerEm,
    layout(text, weight) {
      const run = at(weight).layout(text);
      const glyphs: PlacedGlyph[] = [];
      let x = 0;
      run.glyphs.forEach((glyph, index) => {
        const position = run.positions[index]!;
        const id = `w${weight}g${glyph.id}`;
        if (!outlines.has(id)) outlines.set(id, glyph.path.toSVG());
        glyphs.push({ id, x: x + position.xOffset });
        x += position.xAdvance;
      });
      return { glyphs, width: x };
    },
    outline(id) {
      const d = outlines.get(id);
      if (d === undefined) throw new Error(`No outline ${id}: lay the text out first.`);
      return d;
    },
  };
}

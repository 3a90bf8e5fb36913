import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './measure.ts';

/** The cascade layers @skerry/tokens writes its custom properties and themes into. */
const tokenLayers = ['sk.tokens', 'sk.theme'];

/** Every `@layer <name> { … }` block of a stylesheet, braces balanced, as written. */
function layerBlocks(css: string, name: string): string[] {
  const blocks: string[] = [];
  const opening = new RegExp(`@layer\\s+${name.replace('.', '\\.')}\\s*\\{`, 'g');
  for (const match of css.matchAll(opening)) {
    let depth = 0;
    for (let i = match.index + match[0].length - 1; i < css.length; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}' && --depth === 0) {
        blocks.push(css.slice(match.index, i + 1));
        break;
      }
    }
  }
  return blocks;
}

/**
 * What the design tokens cost a page: the token and theme layers inside the stylesheets the
 * page links, as the build minified and bundled them, gzipped together. The site bundles the
 * tokens with its own CSS, so the whole stylesheet would overstate them; the gzip of a part is
 * close to, not exactly, its share of the compressed file.
 */
export function tokenCssBytes(distDir: string, htmlFile: string, base = '/') {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const blocks: string[] = [];
  for (const [, url] of html.matchAll(/<link\b[^>]*?href="([^"]+\.css)"/g)) {
    const file = path.join(distDir, url!.slice(base.length));
    if (!fs.existsSync(file)) continue;
    const css = fs.readFileSync(file, 'utf8');
    for (const layer of tokenLayers) blocks.push(...layerBlocks(css, layer));
  }
  const tokenCss = blocks.join('\n');
  if (!tokenCss.includes('--sk-')) {
    throw new Error(`No --sk- token layers found in the stylesheets linked from ${htmlFile}`);
  }
  return { gzip: gzipSize(tokenCss), raw: Buffer.byteLength(tokenCss) };
}

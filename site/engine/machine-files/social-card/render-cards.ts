import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type SocialCard, socialImageFile } from '../../../app/head/social-image.ts';
import { eachLimited } from '../../workers/each-limited.ts';
import { cardSvg } from './card-svg.ts';
import { type CardFont, loadCardFont } from './font.ts';
import { rasterizer } from './rasterizer.ts';

export interface CardStats {
  /** Distinct images the site links to. */
  images: number;
  /** How many of them had to be drawn; the rest came from the cache. */
  rendered: number;
  /** Wall time of the step, and that time divided by the images drawn. */
  ms: number;
  msPerRendered: number;
}

/** Draws one card as PNG. The rasterizing runs on libuv's thread pool, off the main thread. */
export async function renderCard(card: SocialCard, font: CardFont, logo: string): Promise<Buffer> {
  const { renderAsync } = await rasterizer();
  const image = await renderAsync(cardSvg(card, font, logo), {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
    logLevel: 'off',
  });
  return image.asPng();
}

/**
 * Draws every card that is not in `cacheDir` yet, as `cacheDir/<name>` (the base name of
 * `socialImageFile(card)`). An image's name is a hash of everything it shows, so a file of that
 * name from an earlier build is that same image: a thousand unchanged pages cost nothing.
 * `parallel` cards are rasterized at a time, on libuv's thread pool.
 */
export async function drawSocialCards(options: {
  cards: readonly SocialCard[];
  cacheDir: string;
  logoFile: string;
  parallel: number;
}): Promise<CardStats> {
  const start = performance.now();
  const byFile = new Map(options.cards.map((card) => [socialImageFile(card), card]));
  fs.mkdirSync(options.cacheDir, { recursive: true });
  const missing = [...byFile].filter(
    ([file]) => !fs.existsSync(path.join(options.cacheDir, path.basename(file))),
  );
  if (missing.length) {
    const font = await loadCardFont();
    const logo = fs.readFileSync(options.logoFile, 'utf8');
    await eachLimited(missing, options.parallel, async ([file, card]) => {
      const png = await renderCard(card, font, logo);
      // Written under a temporary name and renamed, so a build stopped midway leaves no torn file
      // that the next build would take for a finished one.
      const cached = path.join(options.cacheDir, path.basename(file));
      const partial = `${cached}.${process.pid}.tmp`;
      await fs.promises.writeFile(partial, png);
      await fs.promises.rename(partial, cached);
    });
  }
  const ms = performance.now() - start;
  return {
    images: byFile.size,
    rendered: missing.length,
    ms,
    msPerRendered: missing.length ? ms / missing.length : 0,
  };
}

/**
 * Puts drawn cards (`files`, paths below the site root) from the cache into the site: as hard
 * links where both are on one file system, which costs no new file (a thousand copies took most
 * of a second of the post-build's thread), else as copies. A cached image never changes (its
 * name is a hash of what it shows), and the site's folder is replaced, never edited, by the next
 * build, so the two names never need to differ.
 */
export function placeSocialCards(files: readonly string[], cacheDir: string, distDir: string) {
  for (const folder of new Set(files.map((file) => path.dirname(file)))) {
    fs.mkdirSync(path.join(distDir, folder), { recursive: true });
  }
  let link = true;
  for (const file of files) {
    const from = path.join(cacheDir, path.basename(file));
    const to = path.join(distDir, file);
    if (link) {
      try {
        fs.linkSync(from, to);
        continue;
      } catch (error) {
        // Another file system, or one without hard links: copies from here on.
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
        link = false;
      }
    }
    fs.copyFileSync(from, to);
  }
}

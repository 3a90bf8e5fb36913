import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './measure.ts';

/** What the text files of a build would weigh gzipped, as a host sends them. */
const text = /\.(?:html|js|mjs|css|json|svg|txt)$/;

export interface ShowcaseFigures {
  files: number;
  /** Every file as stored, and the text files gzipped plus the others as they are. */
  bytes: number;
  gzipBytes: number;
  /** What the first visit loads before anything lazy: the page, its entry script and styles. */
  initialGzip: number;
}

/** The size of the built Angular showcase (`packages/angular/showcase/dist/`). */
export function showcaseFigures(dir: string): ShowcaseFigures {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => !/\.(?:br|gz)$/.test(relative))
    .filter((relative) => fs.statSync(path.join(dir, relative)).isFile());
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  // The files index.html names: Angular's entry chunk and the global stylesheet.
  const initial = new Set([
    'index.html',
    ...[...html.matchAll(/(?:src|href)="([^":]+\.(?:js|css))"/g)].map((m) => m[1]!),
  ]);
  const figures: ShowcaseFigures = { files: files.length, bytes: 0, gzipBytes: 0, initialGzip: 0 };
  for (const relative of files) {
    const data = fs.readFileSync(path.join(dir, relative));
    const gzipped = text.test(relative) ? gzipSize(data) : data.length;
    figures.bytes += data.length;
    figures.gzipBytes += gzipped;
    if (initial.has(relative)) figures.initialGzip += gzipped;
  }
  return figures;
}

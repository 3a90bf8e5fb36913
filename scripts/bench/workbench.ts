import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './measure.ts';

/** What the text files of a build would weigh gzipped, as a host sends them. */
const text = /\.(?:html|js|mjs|css|json|svg|txt|map)$/;

export interface WorkbenchFigures {
  stories: number;
  files: number;
  /** Every file as stored, and the text files gzipped plus the others as they are. */
  bytes: number;
  gzipBytes: number;
  /** The largest script, gzipped: Storybook's preview runtime, which every story loads. */
  largestScriptGzip: { file: string; bytes: number };
}

/** The size of a built workbench (Storybook), and how many stories its index lists. */
export function workbenchFigures(dir: string): WorkbenchFigures {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => !/\.(?:br|gz)$/.test(relative))
    .filter((relative) => fs.statSync(path.join(dir, relative)).isFile());
  const figures: WorkbenchFigures = {
    stories: 0,
    files: files.length,
    bytes: 0,
    gzipBytes: 0,
    largestScriptGzip: { file: '', bytes: 0 },
  };
  for (const relative of files) {
    const data = fs.readFileSync(path.join(dir, relative));
    const gzipped = text.test(relative) ? gzipSize(data) : data.length;
    figures.bytes += data.length;
    figures.gzipBytes += gzipped;
    if (relative.endsWith('.js') && gzipped > figures.largestScriptGzip.bytes) {
      figures.largestScriptGzip = { file: relative, bytes: gzipped };
    }
  }
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, { type: string }>;
  };
  figures.stories = Object.values(index.entries).filter((e) => e.type === 'story').length;
  return figures;
}

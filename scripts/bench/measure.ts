import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageAssets } from '../../site/engine/prerender/page-assets.ts';

export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/**
 * The JS and CSS a first visit to `htmlFile` downloads before the page is interactive: every
 * module it preloads or loads, and every stylesheet, each counted once, gzipped.
 */
export function firstLoadBytes(distDir: string, htmlFile: string, base = '/') {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const urls = pageAssets(html);
  let js = 0;
  let css = 0;
  for (const url of urls) {
    const file = path.join(distDir, url.slice(base.length));
    if (!fs.existsSync(file)) continue;
    const size = gzipSize(fs.readFileSync(file));
    if (url.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, html: gzipSize(html), htmlRaw: Buffer.byteLength(html), files: urls.length };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest rank: with few samples, a value that was measured rather than one between two. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The smallest, the median and the largest of `values`, the spread a bench row shows. */
export function spread(values: number[]): { min: number; median: number; max: number } {
  if (values.length === 0) throw new Error('No values to spread');
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

import fs from 'node:fs';
import path from 'node:path';
import { fragmentFile } from '../../app/islands/fragment-path.ts';

const articleStart = /<div class="sk-article" data-sk-article="([^"]*)">/;

/**
 * The article of a prerendered page (`StaticArticle`, app/islands/): its path and inner HTML.
 * React writes attribute values and text escaped, so every `<div` and `</div>` in the HTML is a
 * tag; counting them finds the article's end without parsing the page.
 */
export function extractArticle(html: string): { path: string; html: string } | undefined {
  const start = articleStart.exec(html);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { path: start[1]!, html: html.slice(from, tag.index) };
  }
  throw new Error(`The article of ${start[1]} has no end.`);
}

/**
 * Writes each page's article as a fragment file (`fragment-path.ts`), which client navigation
 * sets as HTML instead of rendering the page's content with React. `pageFiles` are the
 * prerendered pages' `index.html` files. Returns how many it wrote.
 */
export function writeArticleFragments(distDir: string, pageFiles: string[]): number {
  let written = 0;
  for (const file of pageFiles) {
    const article = extractArticle(fs.readFileSync(file, 'utf8'));
    if (!article) continue;
    const target = path.join(distDir, ...fragmentFile(article.path).split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, article.html);
    written += 1;
  }
  return written;
}

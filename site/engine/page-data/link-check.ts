import fs from 'node:fs';
import path from 'node:path';
import type { CollectedPage } from './page-data.ts';

export interface BrokenLink {
  file: string;
  line: number | undefined;
  href: string;
  reason: string;
}

const externalPattern = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Finds links to pages, files or `#anchors` that do not exist. Links are checked against the
 * page data set rather than the rendered HTML, so the check runs before the slow part of the build.
 */
export function findBrokenLinks(pages: CollectedPage[], publicDir: string): BrokenLink[] {
  const byPath = new Map(pages.map((p) => [p.source.routePath, p]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const { href, line } of page.analysis.links) {
      if (externalPattern.test(href)) continue;
      const report = (reason: string) =>
        broken.push({ file: page.source.relativePath, line, href, reason });
      const hashIndex = href.indexOf('#');
      const pathPart = hashIndex === -1 ? href : href.slice(0, hashIndex);
      const fragment = hashIndex === -1 ? undefined : decodeFragment(href.slice(hashIndex + 1));
      const target = pathPart === '' ? page : undefined;
      let targetPage = target;
      if (!targetPage) {
        const resolved = new URL(pathPart, `https://site.invalid${page.source.routePath}`).pathname;
        targetPage = byPath.get(resolved);
        if (!targetPage) {
          const asFile = path.join(publicDir, decodeURIComponent(resolved));
          if (fs.existsSync(asFile) && fs.statSync(asFile).isFile()) continue;
          report(
            byPath.has(`${resolved}/`)
              ? `write it with a trailing slash: ${resolved}/`
              : 'no page or file at this path',
          );
          continue;
        }
      }
      if (
        fragment !== undefined &&
        fragment !== '' &&
        !targetPage.analysis.anchors.includes(fragment)
      ) {
        report(`no heading or element with id "${fragment}" on ${targetPage.source.routePath}`);
      }
    }
  }
  return broken;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export function formatBrokenLinks(broken: BrokenLink[]): string {
  return (
    `${broken.length} broken link(s):\n` +
    broken
      .map((b) => `  ${b.file}${b.line ? `:${b.line}` : ''} → ${b.href} (${b.reason})`)
      .join('\n')
  );
}

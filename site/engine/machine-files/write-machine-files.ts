import fs from 'node:fs';
import path from 'node:path';
import type { PreparedMachineFiles } from './prepare-machine-files.ts';
import { placeSocialCards } from './social-card/render-cards.ts';

/** Where a page's Markdown goes: `core-components/button/index.md`, `index.md` for the home page. */
export const markdownFile = (routePath: string) => `${routePath.slice(1)}index.md`;

/**
 * Writes what `prepareMachineFiles` made into the built site: each page's Markdown beside its
 * HTML, `llms.txt` and `llms-full.txt` at the root, and the social cards into `assets/og/`.
 */
export function writeMachineFiles(distDir: string, prepared: PreparedMachineFiles): void {
  for (const page of prepared.pages) {
    const file = path.join(distDir, markdownFile(page.routePath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.markdown);
  }
  fs.writeFileSync(path.join(distDir, 'llms.txt'), prepared.llmsTxt);
  fs.writeFileSync(path.join(distDir, 'llms-full.txt'), prepared.llmsFullTxt);
  placeSocialCards(prepared.cards, prepared.cardCache, distDir);
}

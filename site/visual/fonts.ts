import type { BrowserContext, Page } from '@playwright/test';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The monospace face of the pictures. The tokens' mono stack is the platform's own face, which
 * differs between machines (and is absent from some); the pictures use DejaVu Sans Mono from a
 * pinned npm package instead, so code looks the same wherever the baselines are compared. Inter,
 * the sans face, already comes from `@skerry/tokens`.
 */
const family = 'Skerry Visual Mono';
const served = '/__skerry-visual/fonts/';
const faces = [
  { file: 'dejavu-mono-latin-400-normal.woff2', weight: '400', style: 'normal' },
  { file: 'dejavu-mono-latin-700-normal.woff2', weight: '700', style: 'normal' },
  { file: 'dejavu-mono-latin-400-italic.woff2', weight: '400', style: 'italic' },
  { file: 'dejavu-mono-latin-700-italic.woff2', weight: '700', style: 'italic' },
];
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/dejavu-mono/package.json')),
  'files',
);

/**
 * Serves the pinned face from the site's own origin and, in every document of the context before
 * its scripts run, adds it and points `--sk-font-family-mono` at it. A constructed style sheet
 * and `FontFace` change neither the page's markup (which hydration compares) nor its CSP.
 */
export async function pinMonospaceFont(context: BrowserContext): Promise<void> {
  await context.route(`**${served}*`, (route) =>
    route.fulfill({
      contentType: 'font/woff2',
      body: fs.readFileSync(
        path.join(fontDir, path.basename(new URL(route.request().url()).pathname)),
      ),
    }),
  );
  await context.addInitScript(
    ({ family, served, faces }) => {
      for (const face of faces) {
        document.fonts.add(
          new FontFace(family, `url(${served}${face.file})`, {
            weight: face.weight,
            style: face.style,
          }),
        );
      }
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`:root { --sk-font-family-mono: '${family}', monospace !important; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    { family, served, faces },
  );
}

/** Waits until every face the page asked for has loaded (or failed): text is drawn in its font. */
export async function fontsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

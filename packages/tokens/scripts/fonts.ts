import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Inter's vertical metrics (from the font's hhea table) and its average character width
 * relative to Arial. The fallback face scales Arial to Inter's width and overrides its ascent and
 * descent, so text laid out before Inter arrives does not move when it swaps in.
 */
export const interMetrics = {
  unitsPerEm: 2048,
  ascender: 1984,
  descender: -494,
  lineGap: 0,
  widthToArial: 1.0712,
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function fallbackFace(metrics = interMetrics): string {
  const scale = metrics.widthToArial;
  return [
    '@font-face {',
    "  font-family: 'Inter Fallback';",
    "  src: local('Arial'), local('Helvetica'), local('Liberation Sans');",
    `  size-adjust: ${percent(scale)};`,
    `  ascent-override: ${percent(metrics.ascender / metrics.unitsPerEm / scale)};`,
    `  descent-override: ${percent(-metrics.descender / metrics.unitsPerEm / scale)};`,
    `  line-gap-override: ${percent(metrics.lineGap / metrics.unitsPerEm / scale)};`,
    '}',
  ].join('\n');
}

/** Copies the Latin subset of Inter (variable weight) and its licence, and writes fonts.css. */
export function writeFonts(outDir: string): void {
  const pkgDir = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));
  const file = 'inter-latin-wght-normal.woff2';
  // The exact range the subset file covers, as the font package states it.
  const ranges = JSON.parse(fs.readFileSync(path.join(pkgDir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const latinRange = ranges.latin!.split(',').join(', ');
  fs.mkdirSync(path.join(outDir, 'fonts'), { recursive: true });
  fs.copyFileSync(path.join(pkgDir, 'files', file), path.join(outDir, 'fonts', file));
  fs.copyFileSync(path.join(pkgDir, 'LICENSE'), path.join(outDir, 'fonts', 'Inter-LICENSE.txt'));
  fs.writeFileSync(
    path.join(outDir, 'fonts.css'),
    [
      '/* Inter (SIL Open Font License 1.1, see fonts/Inter-LICENSE.txt), Latin subset, self-hosted. */',
      '@font-face {',
      "  font-family: 'Inter Variable';",
      '  font-style: normal;',
      '  font-weight: 100 900;',
      '  font-display: swap;',
      `  src: url('./fonts/${file}') format('woff2');`,
      `  unicode-range: ${latinRange};`,
      '}',
      fallbackFace(),
      '',
    ].join('\n'),
  );
}

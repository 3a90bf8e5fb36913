/**
 * Two pages' own figures in `npm run bench`: the icons page (what it transfers, the icon filter's
 * cost per keystroke) and the theme builder (a brand colour typed, to the preview repainted).
 */
import siteConfig from '../../../site/site.config.ts';
import { withServer } from '../browser.ts';
import { iconPageFigures } from '../icons.ts';
import { kb } from '../measure.ts';
import type { Report } from '../report.ts';
import { colourChangeFigures, colourChangeTargetMs } from '../theme-builder.ts';

export async function pageRows(report: Report, siteDist: string): Promise<void> {
  const icons = await withServer(siteDist, siteConfig.base, (origin) => iconPageFigures(origin));
  report.record(
    'iconsPageBytes',
    'Icons page, transferred (all / scripts / sprite)',
    icons,
    `${kb(icons.transferred)} / ${kb(icons.scripts)} / ${kb(icons.sprite)}`,
  );
  report.record(
    'iconsFilterMs',
    'Icon filter per keystroke (median / worst)',
    { median: icons.filterMedianMs, max: icons.filterMaxMs },
    `${icons.filterMedianMs.toFixed(1)} / ${icons.filterMaxMs.toFixed(1)} ms` +
      report.target('iconsFilterMs', icons.filterMedianMs, 16, '16 ms median'),
  );

  // The theme builder: a brand colour typed, to the preview painted in the new theme.
  const colourChange = await withServer(siteDist, siteConfig.base, (origin) =>
    colourChangeFigures(origin),
  );
  report.record(
    'themeBuilderColourChangeMs',
    `Theme builder, brand colour to preview (median / p95 / min / max of ${colourChange.runs.length})`,
    colourChange,
    [colourChange.medianMs, colourChange.p95Ms, colourChange.minMs, colourChange.maxMs]
      .map((ms) => ms.toFixed(1))
      .join(' / ') +
      ' ms' +
      report.target(
        'themeBuilderColourChangeMs',
        colourChange.p95Ms,
        colourChangeTargetMs,
        `${colourChangeTargetMs} ms at p95`,
      ),
  );
}

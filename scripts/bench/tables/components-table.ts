/**
 * The components' part of `npm run bench`: each component's size and render time against its
 * native counterpart, with their budgets, and the timed interactions (modal, datalist, select).
 */
import path from 'node:path';
import {
  type BaselineName,
  componentFigures,
  datalistFilterRuns,
  datalistFilterTargetMs,
  datalistOptionCount,
  modalOpenRuns,
  modalOpenTargetMs,
  nativeBaselines,
  renderCount,
  renderRatioTargets,
  selectOpenRuns,
  selectOpenTargetMs,
  selectOptionCount,
} from '../components.ts';
import { kb } from '../measure.ts';
import type { Report } from '../report.ts';

/** Each component's size and render time against its native counterpart, with its budgets. */
export async function componentRows(
  { record, row, budget, target, results }: Report,
  cacheDir: string,
): Promise<void> {
  console.log(`▶ components: sizes, and ${renderCount} instances of each rendered in Chromium`);
  const figures = await componentFigures(path.join(cacheDir, 'components-bench'));
  results.componentsRenderCount = renderCount;
  for (const [name, native] of Object.entries(figures.natives)) {
    const { tag, attributes } = nativeBaselines[name as BaselineName];
    const markup = `<${tag}${Object.entries(attributes)
      .map(([attribute, value]) => ` ${attribute}="${value}"`)
      .join('')}>`;
    record(
      // The button's key is the one earlier results used, so they stay comparable.
      name === 'button' ? 'nativeButtonRenderMs' : `native:${name}:renderMs`,
      `${renderCount} native ${markup}, created and laid out (median)`,
      { median: native.ms, runs: native.runs },
      `${native.ms.toFixed(1)} ms`,
    );
  }
  record(
    'componentBaseGzip',
    'Shared base, counted once (gzip, without Lit)',
    figures.baseGzip,
    `${kb(figures.baseGzip)} (${figures.baseGzip} B)` +
      budget('componentBaseGzip', figures.baseGzip, figures.baseBudget, kb(figures.baseBudget)),
  );
  for (const c of figures.components) {
    const key = `component:${c.tag}`;
    const size =
      c.gzip === undefined
        ? 'MISS: no size entry in size-check.ts'
        : `${kb(c.gzip)} (${c.gzip} B)` +
          (c.budget === undefined ? '' : budget(`${key}:gzip`, c.gzip, c.budget, kb(c.budget)));
    record(`${key}:gzip`, `${c.tag} size besides the base (gzip)`, c.gzip ?? null, size);
    if (c.entryGzip !== undefined) {
      record(
        `${key}:entryGzip`,
        `${c.tag} imported alone, with the base (gzip)`,
        c.entryGzip,
        `${kb(c.entryGzip)} (${c.entryGzip} B)`,
      );
    }
    const ratioTarget = renderRatioTargets[c.tag];
    record(
      `${key}:renderMs`,
      `${c.tag} x${renderCount} rendered (median / vs native ${c.baseline})`,
      { median: c.renderMs, ratio: c.ratio, runs: c.runs },
      `${c.renderMs.toFixed(1)} ms / ${c.ratio.toFixed(2)}x` +
        (ratioTarget === undefined
          ? ''
          : budget(`${key}:renderRatio`, c.ratio, ratioTarget, `${ratioTarget}x`)),
    );
  }
  record(
    'componentFamilyGzip',
    'Button family together, with the base (gzip)',
    figures.familyGzip,
    kb(figures.familyGzip) +
      budget(
        'componentFamilyGzip',
        figures.familyGzip,
        figures.familyBudget,
        kb(figures.familyBudget),
      ),
  );
  if (figures.modalOpen) {
    const { medianMs, minMs, maxMs, runs } = figures.modalOpen;
    record(
      'component:sk-modal:openMs',
      `sk-modal opened, script from show() to open and focused (median / min / max of ${modalOpenRuns})`,
      { median: medianMs, min: minMs, max: maxMs, runs },
      `${medianMs.toFixed(1)} / ${minMs.toFixed(1)} / ${maxMs.toFixed(1)} ms` +
        target('component:sk-modal:openMs', medianMs, modalOpenTargetMs, `${modalOpenTargetMs} ms`),
    );
  }
  if (figures.datalistFilter) {
    const { medianMs, minMs, maxMs, runs } = figures.datalistFilter;
    record(
      'component:sk-datalist:filterMs',
      `${datalistOptionCount.toLocaleString('en')}-option sk-datalist filters, per keystroke (median / min / max of ${runs.length} in ${datalistFilterRuns} rounds)`,
      { median: medianMs, min: minMs, max: maxMs, runs },
      `${medianMs.toFixed(1)} / ${minMs.toFixed(1)} / ${maxMs.toFixed(1)} ms` +
        target(
          'component:sk-datalist:filterMs',
          medianMs,
          datalistFilterTargetMs,
          `${datalistFilterTargetMs} ms`,
        ),
    );
  }
  if (figures.selectOpen) {
    const { medianMs, minMs, maxMs, runs } = figures.selectOpen;
    record(
      'component:sk-select:openMs',
      `${selectOptionCount.toLocaleString('en')}-option sk-select opens, script, layout and first frame (median / min / max of ${selectOpenRuns})`,
      { median: medianMs, min: minMs, max: maxMs, runs },
      `${medianMs.toFixed(1)} / ${minMs.toFixed(1)} / ${maxMs.toFixed(1)} ms` +
        target(
          'component:sk-select:openMs',
          medianMs,
          selectOpenTargetMs,
          `${selectOpenTargetMs} ms`,
        ),
    );
  }
  for (const failure of figures.sizeFailures) row('size-check failure', failure);
}

/**
 * Search's part of `npm run bench`: the Pagefind index on disk, then in the browser what the
 * first query fetches and how long a query takes once the index is loaded, on the site and on
 * the corpus.
 */
import siteConfig from '../../../site/site.config.ts';
import { withServer } from '../browser.ts';
import type { CorpusPage } from '../corpus.ts';
import { kb } from '../measure.ts';
import type { Report } from '../report.ts';
import { firstQuery, searchFigures, searchIndexSize, searchTargets } from '../search.ts';

export async function searchRows(
  report: Report,
  siteDist: string,
  corpus: { deep: CorpusPage; dist: string },
): Promise<void> {
  for (const [name, dist, page] of [
    ['site', siteDist, '/core-components/button/'],
    ['corpus', corpus.dist, corpus.deep.path],
  ] as const) {
    const index = searchIndexSize(dist);
    report.record(
      `${name}SearchIndex`,
      `Search index, ${name} (as stored, gzipped / unpacked)`,
      index,
      `${kb(index.total)} / ${kb(index.unpacked)}`,
    );
    report.row(
      `Search index, ${name}: chunks + meta / fragments / wasm`,
      `${kb(index.indexAndMeta)} / ${kb(index.fragments)} / ${kb(index.wasm)}`,
    );
    const search = await withServer(dist, siteConfig.base, (origin) =>
      searchFigures(origin, page, siteConfig.base),
    );
    const bytesKey = `${name}SearchFirstQueryBytes`;
    const { firstQuery: first, keyByKey } = search;
    report.record(
      bytesKey,
      `First search "${firstQuery}", ${name}: /pagefind/ transferred`,
      first.bytes,
      `${kb(first.bytes)} in ${first.requests} requests` +
        report.target(bytesKey, first.bytes, searchTargets.firstQueryBytes, '100 KB'),
    );
    report.results[`${name}SearchFirstQueryParts`] = first.parts;
    report.record(
      `${name}SearchKeyByKeyBytes`,
      `First search "${firstQuery}" key by key, ${name}: transferred`,
      keyByKey.bytes,
      `${kb(keyByKey.bytes)} in ${keyByKey.requests} requests`,
    );
    report.results[`${name}SearchKeyByKeyParts`] = keyByKey.parts;
    const msKey = `${name}SearchQueryMs`;
    report.record(
      msKey,
      `Search query + 5 results, ${name} (median / p95 of ${search.queries})`,
      {
        median: search.queryMedianMs,
        p95: search.queryP95Ms,
        repeatedMedian: search.repeatedMedianMs,
        repeatedP95: search.repeatedP95Ms,
      },
      `${search.queryMedianMs.toFixed(1)} / ${search.queryP95Ms.toFixed(1)} ms, ` +
        `repeated ${search.repeatedMedianMs.toFixed(1)} / ${search.repeatedP95Ms.toFixed(1)} ms` +
        report.target(msKey, search.queryMedianMs, searchTargets.queryMedianMs, '50 ms median'),
    );
  }
}

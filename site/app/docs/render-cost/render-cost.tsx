import { Fragment, type ReactNode } from 'react';
import config from 'virtual:skerry/config';
import { ExternalLink } from '../../components/external-link.tsx';
import { type RenderFigure, count, ms, range, timesNative } from './figures.ts';

/** One measured row of the peer render bench, as the page states it. */
export interface RenderCostRow {
  kind: string;
  /** What was rendered: "checkbox with a label". */
  label: string;
  rounds: number;
  skerry: RenderFigure & { tag: string; name: string; version: string };
  native: RenderFigure;
  /** A framework-free custom element: the least a custom element costs on the same bench. */
  floor?: RenderFigure;
  /** The other library with the lowest median in the row; none when the row measured no other. */
  bestPeer?: RenderFigure & { tag: string; name: string; version: string };
}

/** What the render cost box shows, all from the last committed bench run. */
export interface RenderCostFacts {
  /** Instances rendered per sample. */
  count: number;
  /** When the run was made (ISO date-time), with which browser, on how many CPU cores. */
  date: string;
  chromium: string;
  cpus: number;
  /** The bench's source, relative to the repository's root. */
  benchSource: string;
  rows: RenderCostRow[];
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function CostTable({ facts, row }: { facts: RenderCostFacts; row: RenderCostRow }) {
  const lines: { key: string; what: ReactNode; figure: RenderFigure }[] = [
    {
      key: 'skerry',
      what: (
        <>
          {row.skerry.name} {row.skerry.version} (<code>{row.skerry.tag}</code>)
        </>
      ),
      figure: row.skerry,
    },
    ...(row.bestPeer
      ? [
          {
            key: 'peer',
            what: (
              <>
                {row.bestPeer.name} {row.bestPeer.version} (<code>{row.bestPeer.tag}</code>), the
                fastest other library
              </>
            ),
            figure: row.bestPeer,
          },
        ]
      : []),
    { key: 'native', what: 'Native HTML', figure: row.native },
    ...(row.floor
      ? [
          {
            key: 'floor',
            what: 'A custom element without a framework (the floor)',
            figure: row.floor,
          },
        ]
      : []),
  ];
  // Its name is a paragraph outside the scrolling region, not a caption: a caption is as wide as
  // its table, so on a phone it would scroll out of view with it.
  const nameId = `render-cost-${row.skerry.tag}-${row.kind.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <>
      <p id={nameId} className="sk-render-cost__name">
        Time to render {count(facts.count)} ({row.label}), over {count(row.rounds)} rounds
      </p>
      {/* A table wider than a phone scrolls on its own; keyboard users can scroll it only if it
          takes focus. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="sk-render-cost__table" tabIndex={0} role="region" aria-labelledby={nameId}>
        <table aria-labelledby={nameId}>
          <thead>
            <tr>
              <th scope="col">Rendered</th>
              <th scope="col">Median</th>
              <th scope="col">Fastest–slowest</th>
              <th scope="col">Against native</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ key, what, figure }) => (
              <tr key={key}>
                <th scope="row">{what}</th>
                <td>{ms(figure.median)}</td>
                <td>{range(figure)}</td>
                <td>{timesNative(figure, row.native)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * A component's render cost on its API page: how long 1,000 of it take to render, beside the
 * fastest other library's equivalent and native HTML, from the last peer bench run committed
 * with the source (`render-cost.server.ts` fills `facts`). Static HTML: nothing here runs in
 * the browser.
 */
export function RenderCost({ facts }: { facts: RenderCostFacts }) {
  const repo = config.repository;
  const sourceHref = repo
    ? `${repo.url.replace(/\/$/, '')}/tree/${repo.branch}/${facts.benchSource}`
    : null;
  const tags = [...new Set(facts.rows.map((row) => row.skerry.tag))];
  return (
    <aside
      className="sk-render-cost"
      aria-label={`${tags.join(', ')} render cost`}
      data-pagefind-ignore="all"
    >
      <p className="sk-render-cost__title">Render cost</p>
      {facts.rows.map((row) => (
        <Fragment key={`${row.kind}:${row.label}`}>
          <p>
            {count(facts.count)} <code>{row.skerry.tag}</code> ({row.label}) rendered in{' '}
            {ms(row.skerry.median)}
            {row.bestPeer ? (
              <>
                ; the fastest other library, {row.bestPeer.name} {row.bestPeer.version} (
                <code>{row.bestPeer.tag}</code>), {ms(row.bestPeer.median)}
              </>
            ) : (
              '; no other library measured'
            )}
            ; native HTML {ms(row.native.median)}.
          </p>
          <CostTable facts={facts} row={row} />
        </Fragment>
      ))}
      <p className="sk-render-cost__how">
        Measured on <time dateTime={facts.date}>{longDate.format(new Date(facts.date))}</time> in
        Chromium {facts.chromium} on a machine with {count(facts.cpus)} CPU{' '}
        {facts.cpus === 1 ? 'core' : 'cores'}: each sample appends the instances to the page at once
        and times the browser's main thread to the next rendered frame, every library in a fresh
        page, round by round.
        {facts.rows.some((row) => row.floor) &&
          ' The floor is a custom element with one shared stylesheet and a cloned template, nothing else.'}
        {sourceHref && (
          <>
            {' '}
            <ExternalLink href={sourceHref}>How it is measured</ExternalLink>
          </>
        )}
      </p>
    </aside>
  );
}

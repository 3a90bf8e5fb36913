import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RenderCost, type RenderCostFacts } from './render-cost.tsx';

vi.mock('virtual:skerry/config', () => ({
  default: { repository: { url: 'https://github.com/o/r/', branch: 'main' } },
}));

/** Made-up figures of the shape the build gives the element. */
const facts: RenderCostFacts = {
  count: 1000,
  date: '2026-11-28T21:04:11.000Z',
  chromium: '142.0.7444.59',
  cpus: 2,
  benchSource: 'scripts/bench/peers',
  rows: [
    {
      kind: 'checkbox',
      label: 'checkbox with a label',
      rounds: 15,
      skerry: {
        tag: 'sk-checkbox',
        name: 'Skerry',
        version: '1.0.0',
        min: 170,
        median: 180.4,
        max: 1201,
      },
      native: { min: 40.1, median: 46, max: 52.3 },
      floor: { min: 90, median: 101.2, max: 110 },
      bestPeer: {
        tag: 'sp-checkbox',
        name: 'Spectrum',
        version: '1.12.2',
        min: 230,
        median: 247,
        max: 260,
      },
    },
  ],
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('<RenderCost>', () => {
  const html = renderToStaticMarkup(createElement(RenderCost, { facts }));

  it('says in a sentence what 1,000 cost beside the fastest other library and native', () => {
    expect(text(html)).toContain(
      '1,000 sk-checkbox (checkbox with a label) rendered in 180 ms; the fastest other library, Spectrum 1.12.2 (sp-checkbox), 247 ms; native HTML 46 ms.',
    );
  });

  it('gives each figure in a table with real headers: median, range and against native', () => {
    expect(html).toContain(
      '<p id="render-cost-sk-checkbox-checkbox" class="sk-render-cost__name">Time to render 1,000 (checkbox with a label), over 15 rounds</p>',
    );
    // The paragraph names both the table and the region that scrolls it.
    expect(html).toContain(
      '<div class="sk-render-cost__table" tabindex="0" role="region" aria-labelledby="render-cost-sk-checkbox-checkbox"><table aria-labelledby="render-cost-sk-checkbox-checkbox">',
    );
    for (const column of ['Rendered', 'Median', 'Fastest–slowest', 'Against native']) {
      expect(html).toContain(`<th scope="col">${column}</th>`);
    }
    const rows = [...html.matchAll(/<tr><th scope="row">(.*?)<\/th>(.*?)<\/tr>/g)].map(
      ([, head, cells]) => `${text(head!)} | ${text(cells!.replace(/<\/td><td>/g, ' | '))}`,
    );
    expect(rows).toEqual([
      'Skerry 1.0.0 (sk-checkbox) | 180 ms | 170–1,201 ms | 3.9×',
      'Spectrum 1.12.2 (sp-checkbox), the fastest other library | 247 ms | 230–260 ms | 5.4×',
      'Native HTML | 46 ms | 40–52 ms | 1.0×',
      'A custom element without a framework (the floor) | 101 ms | 90–110 ms | 2.2×',
    ]);
  });

  it('dates the run, names the machine in words and links to the bench', () => {
    expect(html).toContain('<time dateTime="2026-11-28T21:04:11.000Z">November 28, 2026</time>');
    expect(text(html)).toContain('in Chromium 142.0.7444.59 on a machine with 2 CPU cores');
    expect(html).toContain('href="https://github.com/o/r/tree/main/scripts/bench/peers"');
    expect(text(html)).toContain(
      'The floor is a custom element with one shared stylesheet and a cloned template, nothing else.',
    );
  });

  it('is a named complementary region, kept out of the search index', () => {
    expect(html).toMatch(
      /^<aside class="sk-render-cost" aria-label="sk-checkbox render cost" data-pagefind-ignore="all">/,
    );
  });

  it('says so when the row measured no other library, and leaves out a floor it lacks', () => {
    const { bestPeer: _, floor: __, ...alone } = facts.rows[0]!;
    const single = renderToStaticMarkup(
      createElement(RenderCost, { facts: { ...facts, cpus: 1, rows: [alone] } }),
    );
    expect(text(single)).toContain(
      '(checkbox with a label) rendered in 180 ms; no other library measured; native HTML 46 ms.',
    );
    expect(text(single)).toContain('a machine with 1 CPU core:');
    expect(single).not.toContain('fastest other library');
    expect(single).not.toContain('floor');
  });
});

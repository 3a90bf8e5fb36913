import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../../readers/manifest.ts';
import type { RenderPeersData } from '../../../readers/render-peers.ts';
import { docElements } from '../registry.ts';
import { baseRemarkPlugins } from '../../../engine/compile/markdown.ts';
import { remarkPage } from '../../../engine/compile/remark-page.ts';
import { page, writeTree } from '../../../engine/test-fixtures.ts';
import {
  benchSource,
  folderElements,
  renderCostFacts,
  renderPeersProblems,
} from './render-cost-facts.server.ts';
import { remarkRenderCost } from './render-cost.server.ts';

const element = (tagName: string, name: string) => ({
  kind: 'class',
  name,
  tagName,
  customElement: true,
  status: 'stable',
});
const manifest: CemManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'dist/components/checkbox/checkbox.js',
      declarations: [element('sk-checkbox', 'SkCheckbox')],
    },
    { path: 'dist/components/toggle/toggle.js', declarations: [element('sk-toggle', 'SkToggle')] },
    {
      path: 'dist/components/radio/radio-group.js',
      declarations: [element('sk-radio-group', 'SkRadioGroup')],
    },
    { path: 'dist/components/radio/radio.js', declarations: [element('sk-radio', 'SkRadio')] },
  ],
};

/** A run of the shape the peer bench writes; the figures are made up for the tests. */
const data: RenderPeersData = {
  date: '2026-11-28T21:04:11.000Z',
  chromium: '142.0.7444.59',
  cpus: 2,
  count: 1000,
  libraries: {
    skerry: { name: 'Skerry', version: '1.0.0' },
    shoelace: { name: 'Shoelace', version: '2.20.1' },
    spectrum: { name: 'Spectrum', version: '1.12.2' },
    fluent: { name: 'Fluent UI', version: '2.6.1' },
  },
  rows: [
    {
      kind: 'checkbox',
      label: 'checkbox with a label',
      rounds: 15,
      native: { min: 40.1, median: 46, max: 52.3 },
      floor: { min: 90, median: 101.2, max: 110 },
      results: {
        skerry: { tag: 'sk-checkbox', min: 170, median: 180.4, max: 201 },
        shoelace: { tag: 'sl-checkbox', min: 290, median: 318, max: 340 },
        spectrum: { tag: 'sp-checkbox', min: 230, median: 247, max: 260 },
        // The same median as Spectrum's, later in the file: Spectrum stays the fastest.
        fluent: { tag: 'fluent-checkbox', min: 200, median: 247, max: 400 },
      },
    },
    {
      kind: 'toggle',
      label: 'switch with a label',
      rounds: 15,
      native: { min: 40, median: 45, max: 50 },
      results: { skerry: { tag: 'sk-toggle', min: 100, median: 120, max: 130 } },
    },
    {
      kind: 'radio',
      label: 'radio group with a label and 3 radios',
      rounds: 5,
      native: { min: 60, median: 70, max: 80 },
      results: { skerry: { tag: 'sk-radio-group', min: 200, median: 220, max: 240 } },
    },
  ],
};

describe('renderCostFacts', () => {
  it('puts the component beside the other library with the lowest median, and native', () => {
    expect(renderCostFacts(['sk-checkbox'], data)).toEqual({
      count: 1000,
      date: '2026-11-28T21:04:11.000Z',
      chromium: '142.0.7444.59',
      cpus: 2,
      benchSource,
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
            max: 201,
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
    });
  });

  it('has no peer for a row that measured no other library, and nothing for an unmeasured tag', () => {
    const toggle = renderCostFacts(['sk-toggle'], data);
    expect(toggle?.rows).toHaveLength(1);
    expect(toggle?.rows[0]).not.toHaveProperty('bestPeer');
    expect(toggle?.rows[0]).not.toHaveProperty('floor');
    expect(renderCostFacts(['sk-select'], data)).toBeUndefined();
    // A page of several elements has the rows of each, in the run's order.
    const both = renderCostFacts(['sk-toggle', 'sk-checkbox'], data);
    expect(both?.rows.map((row) => row.skerry.tag)).toEqual(['sk-checkbox', 'sk-toggle']);
  });
});

describe('folderElements', () => {
  it('gives the elements of a component’s folder, in the manifest’s order', () => {
    expect(folderElements(manifest, 'radio')).toEqual(['sk-radio-group', 'sk-radio']);
    expect(folderElements(manifest, 'check')).toEqual([]);
    expect(folderElements(undefined, 'radio')).toEqual([]);
  });
});

describe('renderPeersProblems', () => {
  const repoRoot = writeTree({ [`${benchSource}/run.ts`]: '' });

  it('accepts a run of built elements whose bench is in the repository', () => {
    expect(renderPeersProblems(data, manifest, { repoRoot })).toEqual([]);
  });

  it('names a measured tag the components do not have, and a bench that is not there', () => {
    const unbuilt = { ...manifest, modules: manifest.modules.slice(0, 1) };
    expect(
      renderPeersProblems(data, unbuilt, { file: 'render-peers.json', repoRoot: '/nowhere' }),
    ).toEqual([
      "render-peers.json: rows[1].results.skerry.tag: sk-toggle is not an element of the components' custom-elements.json",
      "render-peers.json: rows[2].results.skerry.tag: sk-radio-group is not an element of the components' custom-elements.json",
      `${benchSource}, the bench the API pages link to, is not in /nowhere`,
    ]);
  });
});

async function compilePage(
  relative: string,
  body: string,
  run: () => RenderPeersData = () => data,
): Promise<string> {
  const dir = writeTree({ [relative]: page('Checkbox API', body), [`${benchSource}/run.ts`]: '' });
  const file = path.join(dir, relative);
  const output = await compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    {
      remarkPlugins: [
        ...baseRemarkPlugins,
        [remarkRenderCost, { contentDir: dir, manifest: () => manifest, data: run, repoRoot: dir }],
        [remarkPage, { contentDir: dir, base: '/', docElements }],
      ],
    },
  );
  return String(output);
}

describe('<RenderCost>', () => {
  it('is put under the title of a measured component’s API page, with its facts', async () => {
    const code = await compilePage(
      'core-components/checkbox/api.mdx',
      '# Checkbox API\n\nIts API.\n\n## Properties',
    );
    expect(code).toMatch(
      /import \{RenderCost\} from ".*\/app\/docs\/render-cost\/render-cost\.tsx"/,
    );
    expect(code).toContain('"tag": "sp-checkbox"');
    expect(code.indexOf('RenderCost, {')).toBeLessThan(code.indexOf('Its API.'));
  });

  it('has the rows of every element of the component’s folder', async () => {
    const code = await compilePage('core-components/radio/api.mdx', '# Radio API');
    expect(code).toContain('"tag": "sk-radio-group"');
  });

  it('is not added to overviews, nor to a component the run did not measure', async () => {
    const fails = () => {
      throw new Error('the run was read');
    };
    expect(
      await compilePage('core-components/checkbox/index.mdx', '# Checkbox', fails),
    ).not.toContain('RenderCost');
    expect(await compilePage('core-components/select/api.mdx', '# Select API')).not.toContain(
      'RenderCost',
    );
    // A page of a tag the components lack needs no run either.
    expect(await compilePage('core-components/nope/api.mdx', '# Nope API', fails)).not.toContain(
      'RenderCost',
    );
  });

  it('takes its facts for an explicit tag, and only once per page', async () => {
    const code = await compilePage(
      'core-components/toggle/api.mdx',
      '# Toggle API\n\n<RenderCost tag="sk-checkbox" />',
    );
    expect(code.match(/RenderCost, \{/g)).toHaveLength(1);
    expect(code).toContain('"tag": "sk-checkbox"');
  });

  it('fails the build for a tag the run lacks, naming the page', async () => {
    await expect(
      compilePage('get-started/index.mdx', '# Start\n\n<RenderCost tag="sk-select" />'),
    ).rejects.toThrow(
      'get-started/index.mdx: <RenderCost tag="sk-select">: the render bench run has no sk-select',
    );
  });

  it('fails the build when the run cannot be read, with the reader’s message', async () => {
    const missing = () => {
      throw new Error('/repo/packages/components/bench/render-peers.json is missing');
    };
    await expect(
      compilePage('core-components/checkbox/api.mdx', '# Checkbox API', missing),
    ).rejects.toThrow('render-peers.json is missing');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRenderPeers, readRenderPeers, renderPeersFile } from './render-peers.ts';

/** A run of the shape the peer bench writes; the figures are made up for the tests. */
const run = () => ({
  date: '2026-11-28T21:04:11.000Z',
  chromium: '142.0.7444.59',
  cpus: 2,
  count: 1000,
  libraries: {
    skerry: { name: 'Skerry', version: '1.0.0' },
    spectrum: { name: 'Spectrum', version: '1.12.2' },
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
        spectrum: { tag: 'sp-checkbox', min: 230, median: 247, max: 260 },
      },
    },
  ],
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-render-peers-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

describe('readRenderPeers', () => {
  it('reads a valid run as it is', () => {
    const file = write('valid.json', JSON.stringify(run()));
    expect(readRenderPeers(file)).toEqual(run());
  });

  it('reads the file again when it changes', () => {
    const file = write('changing.json', JSON.stringify(run()));
    expect(readRenderPeers(file).cpus).toBe(2);
    const next = { ...run(), cpus: 16 };
    fs.writeFileSync(file, JSON.stringify(next));
    // Another size, so the stamp differs even within the file system's time resolution.
    expect(readRenderPeers(file).cpus).toBe(16);
  });

  it('fails on a missing file, naming it and what writes it', () => {
    const missing = path.join(dir, 'absent.json');
    expect(() => readRenderPeers(missing)).toThrow(`${missing} is missing`);
    expect(() => readRenderPeers(missing)).toThrow('npm run bench');
  });

  it('fails on a file that is not JSON, naming it', () => {
    const file = write('broken.json', '{ "date": ');
    expect(() => readRenderPeers(file)).toThrow(`${file} is not JSON`);
  });

  it('reads from the components’ bench folder by default', () => {
    expect(renderPeersFile).toMatch(/packages[/\\]components[/\\]bench[/\\]render-peers\.json$/);
  });
});

describe('parseRenderPeers', () => {
  const problems = (raw: unknown): string => {
    try {
      parseRenderPeers('render-peers.json', raw);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the run was accepted');
  };

  it('names the file and each bad field', () => {
    const bad = run() as unknown as {
      cpus: unknown;
      date: unknown;
      rows: { native: { median: unknown }; results: Record<string, { tag: unknown }> }[];
    };
    bad.cpus = 0;
    bad.date = 'yesterday';
    bad.rows[0]!.native.median = '46';
    bad.rows[0]!.results.spectrum!.tag = '';
    const message = problems(bad);
    expect(message).toMatch(/^Invalid render bench data in render-peers\.json:/);
    expect(message).toMatch(/\n {2}cpus: /);
    expect(message).toMatch(/\n {2}date: /);
    expect(message).toMatch(/\n {2}rows\[0\]\.native\.median: /);
    expect(message).toContain('rows[0].results.spectrum.tag: must be a non-empty string');
  });

  it('refuses figures out of order, negative times and a missing field', () => {
    const unordered = run();
    unordered.rows[0]!.results.spectrum = { tag: 'sp-checkbox', min: 300, median: 247, max: 260 };
    expect(problems(unordered)).toContain('rows[0].results.spectrum: must hold min ≤ median ≤ max');
    const negative = run();
    negative.rows[0]!.floor = { min: -1, median: 2, max: 3 };
    expect(problems(negative)).toMatch(/rows\[0\]\.floor\.min: /);
    const { chromium: _, ...unnamed } = run();
    expect(problems(unnamed)).toMatch(/\n {2}chromium: /);
  });

  it('wants skerry measured in each row, by an sk- tag, and every library named', () => {
    const withoutSkerry = run();
    delete (withoutSkerry.rows[0]!.results as Record<string, unknown>).skerry;
    expect(problems(withoutSkerry)).toContain('rows[0].results: must hold a result for skerry');
    const otherTag = run();
    otherTag.rows[0]!.results.skerry.tag = 'x-checkbox';
    expect(problems(otherTag)).toContain(
      'rows[0].results.skerry.tag: must be an sk- tag (got x-checkbox)',
    );
    const unnamed = run();
    (unnamed.rows[0]!.results as Record<string, unknown>).fluent = {
      tag: 'fluent-checkbox',
      min: 1,
      median: 2,
      max: 3,
    };
    expect(problems(unnamed)).toContain(
      'rows[0].results.fluent: is not one of the libraries (skerry, spectrum)',
    );
  });

  it('wants at least one row', () => {
    expect(problems({ ...run(), rows: [] })).toContain('rows: must hold at least one row');
  });
});

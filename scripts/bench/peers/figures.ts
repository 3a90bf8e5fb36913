/**
 * The peer render bench (issue 34): for each kind, 1,000 labelled instances of every subject
 * (native elements, the framework-free and Lit floors, Skerry and its peers) appended to an attached
 * container, to the next rendered frame, as renderer main-thread task time. Each sample in a
 * fresh page after a second of idle; subjects interleaved round by round.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type BrowserContext, chromium } from 'playwright';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { median } from '../measure.ts';
import { bundlePage } from './bundle.ts';
import { installPeers } from './install.ts';
import { type Kind, kinds, peerRenderCount } from './kinds.ts';
import { type Subject, libraryVersion, subjects } from './libraries.ts';
import { markup } from './markup.ts';

/** Milliseconds, one decimal. */
export interface Figure {
  min: number;
  median: number;
  max: number;
}

export interface PeerRow {
  kind: string;
  label: string;
  rounds: number;
  native: Figure;
  floor?: Figure;
  /** The same elements as the least a Lit component can be (`lit-floor.ts`). */
  litFloor?: Figure;
  /** Library key -> its figure and the tag it was counted by; only libraries that have the kind. */
  results: Record<string, Figure & { tag: string }>;
  /**
   * Subject key (`native`, `floor`, `litFloor`, a library) -> the same samples as main-thread CPU
   * time: a second lens, not the figure (see `sample`).
   */
  cpu: Record<string, Figure>;
}

/** The shape `packages/components/bench/render-peers.json` has; the site reads it. */
export interface RenderPeersFile {
  date: string;
  chromium: string;
  cpus: number;
  count: number;
  libraries: Record<string, { name: string; version: string }>;
  rows: PeerRow[];
}

const origin = 'http://peers.bench';
/** The idle second each fresh page gets before its sample, so its loading work has settled. */
const idleMs = 1000;

const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;
const figureOf = (runs: number[]): Figure => ({
  min: oneDecimal(Math.min(...runs)),
  median: oneDecimal(median(runs)),
  max: oneDecimal(Math.max(...runs)),
});

/*
 * Why task time from the DevTools protocol (`Performance.getMetrics`, `TaskDuration`), and not a
 * clock in the page: from the append to the next frame the page also waits for that frame's
 * vsync, idle time that would add up to a frame's length at random to every sample. The
 * renderer's main-thread task time counts the work only — script, style, layout, paint — of
 * every task in between, the microtasks in which Lit renders included.
 */
/*
 * Beside it, the main thread's CPU time (`ThreadTime`) over the same span: task time also counts
 * the time the main thread waits for a core while the compositor, raster and GC threads run, so
 * on two cores it can part a few percent from the work itself. Both come from one reading.
 */
interface Reading {
  task: number;
  cpu: number;
}
const readingOf = ({ metrics }: { metrics: { name: string; value: number }[] }): Reading => {
  const value = (name: string) => metrics.find((metric) => metric.name === name)!.value;
  return { task: value('TaskDuration'), cpu: value('ThreadTime') };
};

/** One sample: a fresh page of `subject`, a second idle, then `kind` rendered and checked. */
async function sample(
  context: BrowserContext,
  subject: Subject,
  kind: Kind,
  html: string,
  count: string,
): Promise<Reading> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/${subject.key}/`);
    await page.waitForFunction('window.__benchReady === true');
    await page.evaluate(`window.__benchPrepare(${JSON.stringify(html)})`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await delay(idleMs);
    const before = readingOf(await cdp.send('Performance.getMetrics'));
    await page.evaluate('window.__benchRender()');
    const after = readingOf(await cdp.send('Performance.getMetrics'));
    const problem = await page.evaluate<string | null>(
      `window.__benchCheck(${JSON.stringify(count)}, ${peerRenderCount}, ${JSON.stringify(kind.texts)})`,
    );
    if (problem !== null) throw new Error(`peer bench, ${subject.key} ${kind.key}: ${problem}`);
    return { task: (after.task - before.task) * 1000, cpu: (after.cpu - before.cpu) * 1000 };
  } finally {
    await page.close();
  }
}

/**
 * Installs the peers if needed, bundles every subject's page into `workDir`, and measures each
 * kind's subjects for the kind's rounds: round by round, every subject once per round, starting
 * one further along each round so no subject always follows the same one.
 */
export async function peerFigures(workDir: string): Promise<RenderPeersFile> {
  installPeers();
  const all = subjects();
  const pageDir = path.join(workDir, 'page');
  for (const subject of all) await bundlePage(subject, path.join(workDir, 'src'), pageDir);

  const planned = kinds.map((kind) => ({
    kind,
    entries: all.flatMap((subject) => {
      const made = markup[subject.key]?.[kind.key];
      if (!made) return [];
      const html = Array.from({ length: peerRenderCount }, (_, i) => made.html(i)).join('');
      return [
        {
          subject,
          html,
          count: made.count,
          tag: made.tag ?? made.count,
          runs: [] as number[],
          cpuRuns: [] as number[],
        },
      ];
    }),
  }));
  for (const { kind, entries } of planned) {
    if (!entries.some(({ subject }) => subject.key === 'native')) {
      throw new Error(`peer bench: ${kind.key} has no native markup`);
    }
  }

  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext();
    // Every page is served from the bundles; anything else (a font, an icon) is refused, so no
    // library waits on the network.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.abort();
      const file = path.join(pageDir, url.pathname);
      const isFile = file.startsWith(pageDir) && fs.existsSync(file) && fs.statSync(file).isFile();
      return route.fulfill({ path: isFile ? file : path.join(file, 'index.html') });
    });
    const rounds = Math.max(...kinds.map((kind) => kind.rounds));
    for (let round = 0; round < rounds; round++) {
      console.log(`  peer bench: round ${round + 1} of ${rounds}`);
      for (const { kind, entries } of planned) {
        if (round >= kind.rounds) continue;
        for (let n = 0; n < entries.length; n++) {
          const entry = entries[(n + round) % entries.length]!;
          const reading = await sample(context, entry.subject, kind, entry.html, entry.count);
          entry.runs.push(reading.task);
          entry.cpuRuns.push(reading.cpu);
        }
      }
    }
    await context.close();

    const libraries = Object.fromEntries(
      all.flatMap(({ key, library }) =>
        library ? [[key, { name: library.name, version: libraryVersion(library.package) }]] : [],
      ),
    );
    const rows: PeerRow[] = planned.map(({ kind, entries }) => {
      const of = (key: string) => entries.find(({ subject }) => subject.key === key);
      const floor = of('floor');
      const litFloor = of('litFloor');
      return {
        kind: kind.key,
        label: kind.label,
        rounds: kind.rounds,
        native: figureOf(of('native')!.runs),
        ...(floor ? { floor: figureOf(floor.runs) } : {}),
        ...(litFloor ? { litFloor: figureOf(litFloor.runs) } : {}),
        results: Object.fromEntries(
          entries
            .filter(({ subject }) => subject.library)
            .map(({ subject, runs, tag }) => [subject.key, { ...figureOf(runs), tag }]),
        ),
        cpu: Object.fromEntries(
          entries.map(({ subject, cpuRuns }) => [subject.key, figureOf(cpuRuns)]),
        ),
      };
    });
    return {
      date: new Date().toISOString(),
      chromium: browser.version(),
      cpus: os.availableParallelism(),
      count: peerRenderCount,
      libraries,
      rows,
    };
  } finally {
    await browser.close();
  }
}

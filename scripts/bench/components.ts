import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { build } from 'vite';
import { budgets, measureSizes } from '../../packages/components/scripts/size-check.ts';
import { chromiumArgs, findChromium } from '../chromium.ts';
import { median } from './measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.join(root, 'packages/components');

/** Instances created per run, runs measured of each (after two unmeasured warm-up rounds). */
export const renderCount = 1000;
export const renderRuns = 15;

/** A native element a component is measured against: its tag and the attributes that make it. */
export interface NativeBaseline {
  tag: string;
  attributes: Record<string, string>;
}

/** The native elements components are compared with, by the name the figures use. */
export const nativeBaselines = {
  button: { tag: 'button', attributes: {} },
  input: { tag: 'input', attributes: {} },
  textarea: { tag: 'textarea', attributes: {} },
  checkbox: { tag: 'input', attributes: { type: 'checkbox' } },
  radio: { tag: 'input', attributes: { type: 'radio' } },
  range: { tag: 'input', attributes: { type: 'range' } },
  select: { tag: 'select', attributes: {} },
} satisfies Record<string, NativeBaseline>;

export type BaselineName = keyof typeof nativeBaselines;

/**
 * The native element each component is measured against, where it is not a `<button>`: the
 * element a page would otherwise use. The native one is bare; ours has its label, as in use.
 */
const nativeCounterparts: Record<string, BaselineName> = {
  'sk-input': 'input',
  'sk-password': 'input',
  'sk-search': 'input',
  'sk-time': 'input',
  'sk-datalist': 'input',
  'sk-textarea': 'textarea',
  'sk-checkbox': 'checkbox',
  'sk-toggle': 'checkbox',
  'sk-radio': 'radio',
  'sk-range': 'range',
  'sk-select': 'select',
};

export function baselineOf(tag: string): BaselineName {
  return nativeCounterparts[tag] ?? 'button';
}

/**
 * The render time a component may take, as a multiple of its native counterpart's: the button,
 * whose cost every later component's base shows in first, and the issues' field targets.
 */
export const renderRatioTargets: Record<string, number> = {
  'sk-button': 3,
  'sk-input': 3,
  'sk-checkbox': 3,
};

/**
 * Attributes that make an instance representative where text content alone does not: an icon
 * needs a name (its module is fetched once, in the warm-up), an icon-only button and a field a
 * label.
 */
const sampleAttributes: Record<string, Record<string, string>> = {
  'sk-icon': { name: 'download' },
  'sk-icon-button': { label: 'Save' },
  'sk-input': { label: 'Name' },
  'sk-password': { label: 'Password' },
  'sk-search': { label: 'Search' },
  'sk-textarea': { label: 'Message' },
  'sk-checkbox': { label: 'Subscribe' },
  'sk-toggle': { label: 'Notifications' },
  'sk-control': { label: 'Name' },
  'sk-form-group': { label: 'Contact' },
};

export interface ComponentFigure {
  tag: string;
  /**
   * Gzipped bytes it adds to a page that has the shared base, without Lit, as size-check.ts
   * measures and budgets it; absent if unlisted.
   */
  gzip?: number;
  /** Its budget, on `gzip`, where there is one. */
  budget?: number;
  /** Gzipped bytes of its entry imported alone: its own code and the base, without Lit. */
  entryGzip?: number;
  /** Median milliseconds to create, append, render and lay out `renderCount` instances. */
  renderMs: number;
  /** `renderMs` over the same for its native counterpart (`baseline`). */
  ratio: number;
  /** The native element it is compared with. */
  baseline: BaselineName;
  /** Every measured run, to judge the spread. */
  runs: number[];
}

export interface ComponentsFigures {
  components: ComponentFigure[];
  /** The shared base every component stands on, gzipped without Lit, and its budget. */
  baseGzip: number;
  baseBudget: number;
  /** Median milliseconds and every run for each native element a component is compared with. */
  natives: Partial<Record<BaselineName, { ms: number; runs: number[] }>>;
  /** The button family together, gzipped, and its budget. */
  familyGzip: number;
  familyBudget: number;
  /** size-check.ts's own failures (budgets, development warnings left in a production build). */
  sizeFailures: string[];
}

/** Every component the package exports, as tag and built registering module, in export order. */
export function exportedComponents(): { tag: string; module: string }[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { import?: string } | string>;
  };
  return Object.values(pkg.exports).flatMap((entry) => {
    const file = typeof entry === 'string' ? entry : entry.import;
    const tag = /^\.\/dist\/components\/[a-z0-9-]+\/(sk-[a-z0-9-]+)\.js$/.exec(file ?? '')?.[1];
    return tag ? [{ tag, module: path.join(packageDir, file!) }] : [];
  });
}

/**
 * Bundles the built modules of every component, with Lit, as an application's production build
 * would, into `outDir` with a page that loads them and the design tokens.
 */
async function writeBenchPage(outDir: string, modules: string[]): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const srcDir = path.join(outDir, 'src');
  fs.mkdirSync(srcDir, { recursive: true });
  const entry = path.join(srcDir, 'bench.js');
  const imports = modules.map((m) => `import ${JSON.stringify(path.relative(srcDir, m))};`);
  fs.writeFileSync(entry, `${imports.join('\n')}\nwindow.__benchReady = true;\n`);
  for (const module of modules) {
    if (!fs.existsSync(module)) {
      throw new Error(`${module} is missing: build @skerry/components first`);
    }
  }
  await build({
    configFile: false,
    root: srcDir,
    logLevel: 'silent',
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      'import.meta.env.DEV': 'false',
    },
    build: {
      outDir: path.join(outDir, 'page'),
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      rollupOptions: { input: entry, output: { entryFileNames: 'bench.js' } },
    },
  });
  const tokens = path.join(root, 'packages/tokens/dist/tokens.css');
  if (!fs.existsSync(tokens)) throw new Error(`${tokens} is missing: build @skerry/tokens first`);
  fs.copyFileSync(tokens, path.join(outDir, 'page/tokens.css'));
  fs.writeFileSync(
    path.join(outDir, 'page/index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Components bench</title>' +
      '<link rel="stylesheet" href="/tokens.css"><script type="module" src="/bench.js"></script>' +
      '</head><body></body></html>',
  );
}

/*
 * One run in the page: create `count` elements in a detached container, attach it, wait for
 * every element's `updateComplete` (native elements have none), then force style and layout.
 * A string, not a function: the TypeScript runner would add helpers the page lacks.
 */
const pageScript = `window.__renderRun = async (tag, attributes, count) => {
  const container = document.createElement('div');
  const start = performance.now();
  const elements = [];
  for (let i = 0; i < count; i++) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    el.textContent = 'Save';
    container.append(el);
    elements.push(el);
  }
  document.body.append(container);
  await Promise.all(elements.map((el) => el.updateComplete));
  void container.offsetHeight;
  const elapsed = performance.now() - start;
  container.remove();
  // The next run should not pay for collecting this one's elements.
  globalThis.gc?.();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return elapsed;
};`;

/**
 * The shared base's gzipped size and each exported component's, besides the base and with it
 * (from size-check.ts's `measureSizes`, the bundling the size budget test uses), and the median
 * time to render `renderCount` instances of each in Chromium, against as many of its native
 * counterpart (`baselineOf`). `workDir` receives the bundled page.
 */
export async function componentFigures(workDir: string): Promise<ComponentsFigures> {
  const exported = exportedComponents();
  const sizes = await measureSizes();
  await writeBenchPage(
    workDir,
    exported.map((c) => c.module),
  );
  const pageDir = path.join(workDir, 'page');
  const origin = 'http://components.bench';

  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...chromiumArgs, '--js-flags=--expose-gc'],
  });
  try {
    const page = await browser.newPage();
    await page.route(`${origin}/**`, (route) => {
      const file = path.join(pageDir, new URL(route.request().url()).pathname);
      const inside = file.startsWith(pageDir) && fs.existsSync(file) && fs.statSync(file).isFile();
      return inside
        ? route.fulfill({ path: file })
        : route.fulfill({ path: path.join(pageDir, 'index.html') });
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction('window.__benchReady === true');
    await page.evaluate(pageScript);
    const run = ({ tag, attributes }: NativeBaseline): Promise<number> =>
      page.evaluate<number>(
        `window.__renderRun(${JSON.stringify(tag)}, ${JSON.stringify(attributes)}, ${renderCount})`,
      );
    /*
     * Interleaved rounds, the native elements first in each: a machine whose load drifts during
     * the bench then slows the native runs and a component's alike, and the ratio stays fair.
     */
    const used = [
      ...new Set<BaselineName>(['button', ...exported.map(({ tag }) => baselineOf(tag))]),
    ];
    const subjects: [string, NativeBaseline][] = [
      ...used.map((name): [string, NativeBaseline] => [name, nativeBaselines[name]]),
      ...exported.map(({ tag }): [string, NativeBaseline] => [
        tag,
        { tag, attributes: sampleAttributes[tag] ?? {} },
      ]),
    ];
    const runs = new Map(subjects.map(([key]) => [key, [] as number[]]));
    for (let round = 0; round < renderRuns + 2; round++) {
      for (const [key, subject] of subjects) {
        const ms = await run(subject);
        if (round >= 2) runs.get(key)!.push(ms);
      }
    }
    const natives = Object.fromEntries(
      used.map((name) => [name, { ms: median(runs.get(name)!), runs: runs.get(name)! }]),
    ) as ComponentsFigures['natives'];
    const components: ComponentFigure[] = exported.map(({ tag }) => {
      const renderMs = median(runs.get(tag)!);
      const baseline = baselineOf(tag);
      return {
        tag,
        gzip: sizes.sizes[tag],
        budget: budgets.perEntry[tag],
        entryGzip: sizes.entrySizes[tag],
        renderMs,
        ratio: renderMs / natives[baseline]!.ms,
        baseline,
        runs: runs.get(tag)!,
      };
    });
    return {
      components,
      baseGzip: sizes.base,
      baseBudget: budgets.base,
      natives,
      familyGzip: sizes.total,
      familyBudget: budgets.total,
      sizeFailures: sizes.failures,
    };
  } finally {
    await browser.close();
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { build } from 'vite';
import { budgets, measureSizes } from '../../packages/components/scripts/size-check.ts';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { median } from './measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.join(root, 'packages/components');

/** Instances created per run, runs measured of each (after two unmeasured warm-up rounds). */
export const renderCount = 1000;
export const renderRuns = 15;

/**
 * Opening a modal (issue 18): measured this many times (after two unmeasured warm-ups), each on
 * a fresh `sk-modal`, and the median it must stay under, one frame at 60 Hz.
 */
export const modalOpenRuns = 15;
export const modalOpenTargetMs = 16;

/**
 * Filtering a datalist (issue 17): a fresh `sk-datalist` with this many options, into which
 * `datalistQueries` are typed one keystroke at a time, this many rounds (after two unmeasured
 * warm-ups); the median keystroke must stay under one frame at 60 Hz.
 */
export const datalistOptionCount = 1000;
export const datalistFilterRuns = 15;
export const datalistFilterTargetMs = 16;
/**
 * Opening a select (issue 17): a fresh `sk-select` with this many options, opened this many
 * times (after two unmeasured warm-ups); the median must stay under one frame at 60 Hz.
 */
export const selectOptionCount = 1000;
export const selectOpenRuns = 15;
export const selectOpenTargetMs = 16;

/* What a reader types: letters that narrow the list, a correction, and a new start. */
const datalistQueries = ['s', 'st', 'sta', 'stav', 'sta', 'st', 's', 'b', 'be', 'ber'];

/** A native element a component is measured against: its tag and the attributes that make it. */
export interface NativeBaseline {
  tag: string;
  attributes: Record<string, string>;
  /** Its markup inside, where text alone would not do (a select's options); "Save" otherwise. */
  content?: string;
}

/* A few options, for a select and the native one it is compared with. */
const sampleOptions =
  '<option value="fi">Finland</option><option value="se">Sweden</option><option value="no">Norway</option>';

/** The native elements components are compared with, by the name the figures use. */
export const nativeBaselines = {
  button: { tag: 'button', attributes: {} },
  input: { tag: 'input', attributes: {} },
  textarea: { tag: 'textarea', attributes: {} },
  checkbox: { tag: 'input', attributes: { type: 'checkbox' } },
  radio: { tag: 'input', attributes: { type: 'radio' } },
  range: { tag: 'input', attributes: { type: 'range' } },
  select: { tag: 'select', attributes: {}, content: sampleOptions },
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
  'sk-datalist': { label: 'City' },
  'sk-select': { label: 'Country' },
};

/** Markup inside an instance, where "Save" would not make it representative: a select's options. */
const sampleContent: Record<string, string> = {
  'sk-select': sampleOptions,
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

/** Script milliseconds from `show()` until the dialog is open, focus is in and it has rendered. */
export interface ModalOpenFigure {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number[];
}

/** Milliseconds to open a 1,000-option select: script, style and layout, and its first frame. */
export interface SelectOpenFigure {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number[];
}

/** Milliseconds from a keystroke in a 1,000-option datalist until its list is filtered and laid out. */
export interface DatalistFilterFigure {
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Every keystroke measured, round after round. */
  runs: number[];
}

export interface ComponentsFigures {
  components: ComponentFigure[];
  /** Opening an `sk-modal`, when the package exports it. */
  modalOpen?: ModalOpenFigure;
  /** Filtering a 1,000-option `sk-datalist` per keystroke, when the package exports it. */
  datalistFilter?: DatalistFilterFigure;
  /** Opening a 1,000-option `sk-select`, when the package exports it. */
  selectOpen?: SelectOpenFigure;
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
    exports: Record<string, { default?: string } | string>;
  };
  return Object.values(pkg.exports).flatMap((entry) => {
    const file = typeof entry === 'string' ? entry : entry.default;
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
const pageScript = `window.__renderRun = async (tag, attributes, count, content) => {
  const container = document.createElement('div');
  const start = performance.now();
  const elements = [];
  for (let i = 0; i < count; i++) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    if (content) el.innerHTML = content;
    else el.textContent = 'Save';
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

/*
 * One opening of a modal in the page: a fresh `sk-modal` with a heading, a paragraph and two
 * footer buttons, rendered and idle, opened from a focused button. The clock runs from `show()`
 * until focus has moved into the open dialog (a synchronous `focusin`) and the modal has
 * rendered its open state (`updateComplete`): the script work of opening, style and layout that
 * focusing forces included; the fade that follows is the compositor's, and is not counted. The
 * modal is then closed (its motion awaited) and removed.
 */
const modalScript = `window.__modalOpenRun = async () => {
  const opener = document.createElement('button');
  opener.textContent = 'Delete file';
  const modal = document.createElement('sk-modal');
  modal.setAttribute('label', 'Delete file?');
  modal.innerHTML = '<p>The file is deleted for everyone. You cannot undo this.</p>' +
    '<sk-button slot="footer" variant="secondary" data-modal-close>Keep file</sk-button>' +
    '<sk-button slot="footer" variant="danger">Delete file</sk-button>';
  document.body.append(opener, modal);
  await Promise.all([modal, ...modal.children].map((el) => el.updateComplete));
  opener.focus();
  const focused = new Promise((resolve) => modal.addEventListener('focusin', resolve, { once: true }));
  const start = performance.now();
  const shown = modal.show();
  await focused;
  await modal.updateComplete;
  const elapsed = performance.now() - start;
  const dialog = modal.shadowRoot.querySelector('dialog');
  if (!(await shown) || !dialog.matches(':modal') || !modal.matches(':state(open)')) {
    throw new Error('sk-modal did not open');
  }
  await modal.close();
  modal.remove();
  opener.remove();
  globalThis.gc?.();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return elapsed;
};`;

/** Opens a fresh modal `modalOpenRuns` times, after two warm-ups, in a page with `modalScript`. */
async function modalOpenFigure(
  evaluate: (script: string) => Promise<number>,
): Promise<ModalOpenFigure> {
  const runs: number[] = [];
  for (let round = 0; round < modalOpenRuns + 2; round++) {
    const ms = await evaluate('window.__modalOpenRun()');
    if (round >= 2) runs.push(ms);
  }
  return {
    medianMs: median(runs),
    minMs: Math.min(...runs),
    maxMs: Math.max(...runs),
    runs,
  };
}

/*
 * One round of typing into a datalist in the page: a fresh `sk-datalist` with `count` options
 * (invented place names, so each letter keeps a different share of them), rendered and idle, its
 * input focused. Each keystroke writes the input's text and fires its \`input\` event, as typing
 * does; the clock runs until the component has filtered and marked its options, opened or closed
 * its list and rendered (\`updateComplete\`), and style and layout of the list have been forced.
 * Painting is the compositor's and is not counted. Returns each keystroke's milliseconds.
 */
const datalistScript = `window.__datalistFilterRun = async (count, queries) => {
  const starts = ['Sta', 'Ber', 'Kal', 'Mo', 'Vik', 'Hel', 'Sto', 'Ro', 'Lun', 'Tro', 'Ska', 'Bo'];
  const ends = ['vanger', 'gen', 'mar', 'ss', 'ing', 'sinki', 'ckholm', 'skilde', 'd', 'mso', 'gen', 'rg'];
  const datalist = document.createElement('sk-datalist');
  datalist.setAttribute('label', 'City');
  for (let i = 0; i < count; i++) {
    datalist.append(new Option(starts[i % 12] + ends[(i * 7) % 12] + ' ' + (i + 1)));
  }
  document.body.append(datalist);
  await datalist.updateComplete;
  const input = datalist.shadowRoot.querySelector('input');
  const list = datalist.shadowRoot.querySelector('[role="listbox"]');
  input.focus();
  const times = [];
  for (const query of queries) {
    const start = performance.now();
    input.value = query;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
    await datalist.updateComplete;
    void list.offsetHeight;
    times.push(performance.now() - start);
  }
  const shown = list.querySelectorAll('[role="option"]:not([hidden])').length;
  if (!datalist.matches(':state(open)') || shown === 0 || shown === count) {
    throw new Error('sk-datalist did not filter its options');
  }
  datalist.remove();
  globalThis.gc?.();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return times;
};`;

/*
 * One opening of a select in the page: a fresh `sk-select` with `count` options, rendered and
 * idle (a frame has passed), opened by \`showPicker()\` as the keys and the pointer open it. The
 * clock runs over the script of opening, the style and layout that follow (forced), and the next
 * frame's rendering work (from its animation-frame callbacks to the task after it): there the
 * browser lays out the options that came into view, which \`content-visibility\` left until then.
 * The select is then closed and removed.
 */
const selectScript = `window.__selectOpenRun = async (count) => {
  const select = document.createElement('sk-select');
  select.setAttribute('label', 'Country');
  let options = '';
  for (let i = 0; i < count; i++) options += '<option value="v' + i + '">Country number ' + i + '</option>';
  select.innerHTML = options;
  document.body.append(select);
  await select.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const start = performance.now();
  select.showPicker();
  void select.offsetHeight;
  const opening = performance.now() - start;
  const frame = await new Promise((resolve) => requestAnimationFrame(() => {
    const from = performance.now();
    setTimeout(() => resolve(performance.now() - from), 0);
  }));
  const listbox = select.shadowRoot.querySelector('[role="listbox"]');
  if (!select.open || listbox.querySelectorAll('[role="option"]').length !== count) {
    throw new Error('sk-select did not open its options');
  }
  select.hidePicker();
  select.remove();
  globalThis.gc?.();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return opening + frame;
};`;

/** Opens a fresh 1,000-option select `selectOpenRuns` times, after two warm-ups. */
async function selectOpenFigure(
  evaluate: (script: string) => Promise<number>,
): Promise<SelectOpenFigure> {
  const runs: number[] = [];
  for (let round = 0; round < selectOpenRuns + 2; round++) {
    const ms = await evaluate(`window.__selectOpenRun(${selectOptionCount})`);
    if (round >= 2) runs.push(ms);
  }
  return {
    medianMs: median(runs),
    minMs: Math.min(...runs),
    maxMs: Math.max(...runs),
    runs,
  };
}

/** Types into a fresh 1,000-option datalist `datalistFilterRuns` times, after two warm-ups. */
async function datalistFilterFigure(
  evaluate: (script: string) => Promise<number[]>,
): Promise<DatalistFilterFigure> {
  const runs: number[] = [];
  const call = `window.__datalistFilterRun(${datalistOptionCount}, ${JSON.stringify(datalistQueries)})`;
  for (let round = 0; round < datalistFilterRuns + 2; round++) {
    const times = await evaluate(call);
    if (round >= 2) runs.push(...times);
  }
  return {
    medianMs: median(runs),
    minMs: Math.min(...runs),
    maxMs: Math.max(...runs),
    runs,
  };
}

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
    await page.evaluate(modalScript);
    await page.evaluate(datalistScript);
    await page.evaluate(selectScript);
    const run = ({ tag, attributes, content }: NativeBaseline): Promise<number> =>
      page.evaluate<number>(
        `window.__renderRun(${JSON.stringify(tag)}, ${JSON.stringify(attributes)}, ${renderCount}, ${JSON.stringify(content ?? '')})`,
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
        { tag, attributes: sampleAttributes[tag] ?? {}, content: sampleContent[tag] },
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
    const modalOpen = exported.some(({ tag }) => tag === 'sk-modal')
      ? await modalOpenFigure((script) => page.evaluate<number>(script))
      : undefined;
    const datalistFilter = exported.some(({ tag }) => tag === 'sk-datalist')
      ? await datalistFilterFigure((script) => page.evaluate<number[]>(script))
      : undefined;
    const selectOpen = exported.some(({ tag }) => tag === 'sk-select')
      ? await selectOpenFigure((script) => page.evaluate<number>(script))
      : undefined;
    return {
      components,
      modalOpen,
      datalistFilter,
      selectOpen,
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

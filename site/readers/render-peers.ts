import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fileStamp } from './file-stamp.ts';
import { packageDir } from './manifest.ts';

/** The file the peer render bench (`npm run bench`) writes, committed with its last run. */
export const renderPeersFile = path.join(packageDir, 'bench/render-peers.json');

const milliseconds = z.number().nonnegative();
const nonEmpty = z.string().trim().min(1, 'must be a non-empty string');
const ordered = (f: { min: number; median: number; max: number }) =>
  f.min <= f.median && f.median <= f.max;

/** Cold render time of one sample set, in ms: the fastest, the median and the slowest sample. */
const figureFields = z.object({ min: milliseconds, median: milliseconds, max: milliseconds });
const figureSchema = figureFields.refine(ordered, 'must hold min ≤ median ≤ max');
const resultSchema = figureFields
  .extend({ tag: nonEmpty })
  .refine(ordered, 'must hold min ≤ median ≤ max');

const rowSchema = z.object({
  /** What kind of control was rendered: `button`, `checkbox`, `input`, `select`… */
  kind: nonEmpty,
  /** What was rendered, in words: "checkbox with a label". */
  label: nonEmpty,
  rounds: z.number().int().positive(),
  native: figureSchema,
  /** A framework-free custom element (one shared stylesheet, a cloned template): the floor. */
  floor: figureSchema.optional(),
  /** The same elements as the least a Lit component can be: what Lit itself costs. */
  litFloor: figureSchema.optional(),
  /** Library key (as in `libraries`) → its figure and the tag it rendered. */
  results: z
    .record(z.string(), resultSchema)
    .refine((results) => 'skerry' in results, 'must hold a result for skerry'),
  /**
   * Subject key → the same samples as main-thread CPU time, beside the task time above: a second
   * lens on close rows. Absent from files written before it was measured.
   */
  cpu: z.record(z.string(), figureSchema).optional(),
});

const schema = z
  .object({
    date: z.iso.datetime({ offset: true }),
    chromium: nonEmpty,
    cpus: z.number().int().positive(),
    count: z.number().int().positive(),
    libraries: z
      .record(z.string(), z.object({ name: nonEmpty, version: nonEmpty }))
      .refine((libraries) => 'skerry' in libraries, 'must name skerry'),
    rows: z.array(rowSchema).min(1, 'must hold at least one row'),
  })
  .superRefine((file, context) => {
    file.rows.forEach((row, index) => {
      for (const key of Object.keys(row.results)) {
        if (!(key in file.libraries)) {
          context.addIssue({
            code: 'custom',
            path: ['rows', index, 'results', key],
            message: `is not one of the libraries (${Object.keys(file.libraries).join(', ')})`,
          });
        }
      }
      const skerry = row.results.skerry;
      if (skerry && !skerry.tag.startsWith('sk-')) {
        context.addIssue({
          code: 'custom',
          path: ['rows', index, 'results', 'skerry', 'tag'],
          message: `must be an sk- tag (got ${skerry.tag})`,
        });
      }
    });
  });

export type Figure = z.output<typeof figureSchema>;
export type RenderPeersRow = z.output<typeof rowSchema>;
export type RenderPeersData = z.output<typeof schema>;

/** `rows[2].results.fluent.median`: where a problem is, as a reader of the JSON finds it. */
function fieldOf(issuePath: readonly PropertyKey[]): string {
  if (issuePath.length === 0) return '(file)';
  return issuePath
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/**
 * Checks the data of a peer bench run; a problem throws, naming the file and every bad field,
 * since a page must never state a figure the run did not measure.
 */
export function parseRenderPeers(file: string, raw: unknown): RenderPeersData {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new Error(
    `Invalid render bench data in ${file}:\n` +
      result.error.issues.map((issue) => `  ${fieldOf(issue.path)}: ${issue.message}`).join('\n'),
  );
}

let parsed: { file: string; stamp: string; data: RenderPeersData } | undefined;

/**
 * The last peer render bench run: 1,000 instances of each component against the other libraries'
 * equivalents and native HTML, read and checked once per build, and again when the file changes.
 * A missing file fails the build, naming it and what writes it.
 */
export function readRenderPeers(file: string = renderPeersFile): RenderPeersData {
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: the API pages state each component's render cost from it. ` +
        '`npm run bench` writes it (the peer render bench); commit the run it wrote.',
    );
  }
  const stamp = fileStamp(file);
  if (parsed?.file === file && parsed.stamp === stamp) return parsed.data;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const data = parseRenderPeers(file, raw);
  parsed = { file, stamp, data };
  return data;
}

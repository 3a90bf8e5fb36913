/**
 * The kinds of component the peer bench renders, with the words every subject shows for them,
 * so each library renders the same label, hint and options.
 */

/** Instances rendered per sample. */
export const peerRenderCount = 1000;

/** Samples per subject of the four kinds the targets name; the others take fewer. */
export const mainRounds = 15;
export const otherRounds = 3;

export interface Kind {
  /** The key the committed data and bench.json use: 'button', 'checkbox', … */
  key: string;
  /** What one instance is, as the table and the site show it. */
  label: string;
  rounds: number;
  /** Text each instance must show (in its light DOM or its shadow tree) for a sample to count. */
  texts: readonly string[];
}

export const words = {
  button: 'Save',
  checkbox: 'Subscribe to the newsletter',
  inputLabel: 'Email address',
  inputHint: 'We never share it with anyone.',
  selectLabel: 'Country',
  options: [
    ['fi', 'Finland'],
    ['se', 'Sweden'],
    ['no', 'Norway'],
    ['dk', 'Denmark'],
    ['is', 'Iceland'],
  ],
  radioLabel: 'Delivery speed',
  radios: [
    ['standard', 'Standard'],
    ['express', 'Express'],
    ['collect', 'Collect in store'],
  ],
  toggle: 'Email notifications',
  range: 'Volume',
  textareaLabel: 'Message',
  textareaHint: 'Up to 500 characters.',
  tag: 'Design',
  badge: 'New',
  cardHeading: 'Release notes',
  cardText: 'Version 2 brings faster forms and a dark theme.',
  alertHeading: 'Changes saved',
  alertText: 'Your profile is up to date.',
} as const;

/** BENCH_PEER_ROUNDS sets every kind's rounds, for a quick look; the committed data uses neither. */
function rounds(standard: number): number {
  const set = process.env.BENCH_PEER_ROUNDS;
  if (set === undefined) return standard;
  const value = Number(set);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`BENCH_PEER_ROUNDS must be a whole number above 0 (got ${set})`);
  }
  return value;
}

const main = (key: string, label: string, texts: readonly string[]): Kind => ({
  key,
  label,
  rounds: rounds(mainRounds),
  texts,
});
const other = (key: string, label: string, texts: readonly string[]): Kind => ({
  key,
  label,
  rounds: rounds(otherRounds),
  texts,
});

export const allKinds: readonly Kind[] = [
  main('button', 'button', [words.button]),
  main('checkbox', 'checkbox with a label', [words.checkbox]),
  main('input', 'text input with a label and a hint', [words.inputLabel, words.inputHint]),
  main('select', 'select with a label and 5 options', [words.selectLabel]),
  other('radio', 'radio group with a label and 3 radios', [
    words.radioLabel,
    ...words.radios.map(([, text]) => text),
  ]),
  other('toggle', 'switch with a label', [words.toggle]),
  other('range', 'range slider with a label', [words.range]),
  other('textarea', 'textarea with a label and a hint', [words.textareaLabel, words.textareaHint]),
  other('tag', 'tag', [words.tag]),
  other('badge', 'badge', [words.badge]),
  other('card', 'card with a heading and text', [words.cardHeading, words.cardText]),
  other('alert', 'alert with an icon, a heading and text', [words.alertHeading, words.alertText]),
];

/**
 * BENCH_PEER_KINDS (comma-separated keys, e.g. `alert,card,tag`) runs only those kinds, for a
 * look at a few components; an unknown key fails, naming it and the known ones.
 */
function selectedKinds(): readonly Kind[] {
  const set = process.env.BENCH_PEER_KINDS;
  if (set === undefined) return allKinds;
  const keys = set
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) throw new Error('BENCH_PEER_KINDS names no kind (got an empty list)');
  const known = new Set(allKinds.map((kind) => kind.key));
  const unknown = keys.filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PEER_KINDS: unknown kind ${unknown.join(', ')} (known: ${[...known].join(', ')})`,
    );
  }
  return allKinds.filter((kind) => keys.includes(kind.key));
}

/** The kinds this run measures: all of them unless BENCH_PEER_KINDS picks some. */
export const kinds: readonly Kind[] = selectedKinds();

/**
 * Why this run's figures must not replace the committed data, or undefined when they may: a run
 * of some kinds only, or of other rounds than the defaults, would overwrite the full figures the
 * site shows with partial or rougher ones.
 */
export function partialRunReason(): string | undefined {
  const reasons = [
    process.env.BENCH_PEER_KINDS !== undefined ? 'BENCH_PEER_KINDS is set' : undefined,
    process.env.BENCH_PEER_ROUNDS !== undefined ? 'BENCH_PEER_ROUNDS is set' : undefined,
  ].filter((reason) => reason !== undefined);
  return reasons.length > 0 ? reasons.join(' and ') : undefined;
}

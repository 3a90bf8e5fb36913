export type Encoding = 'br' | 'gzip';

/**
 * The content codings a client accepts among those we keep precompressed, honouring `q=0` and
 * `*` (sirv only looks for the words in the header, so `br;q=0` would still get brotli).
 */
export function acceptedEncodings(header: string | string[] | undefined): Set<Encoding> {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((p) => /^q\s*=/.test(p));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = new Set<Encoding>();
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0) accepted.add(encoding);
  }
  return accepted;
}

/**
 * Whether sirv may answer a `Range` header. It reads only the simple `bytes=start-[end]` form
 * correctly (a suffix range `bytes=-500` would get the first bytes, not the last), so any other
 * form is dropped and the whole file is sent, which a server may always do.
 */
export function isSimpleRange(header: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return false;
  const [, start = '', end = ''] = match;
  return end === '' || Number(start) <= Number(end);
}

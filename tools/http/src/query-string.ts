import { encodeUnreserved } from './encode.ts';
import type { ParamScalar, ParamValue } from './params.ts';

function text(value: ParamScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Appends parameters as `key=value` pairs, repeating the key for each item of a list (what most
 * servers read as a list) and leaving out null and undefined. Spaces become `%20`, not `+`, so the
 * value reads the same to servers that do not decode form encoding.
 */
export function appendQuery(url: string, params: Readonly<Record<string, ParamValue>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const items: readonly (ParamScalar | null | undefined)[] = Array.isArray(value)
      ? (value as readonly ParamScalar[])
      : [value as ParamScalar | null | undefined];
    for (const item of items) {
      if (item === null || item === undefined) continue;
      pairs.push(`${encodeUnreserved(key)}=${encodeUnreserved(text(item))}`);
    }
  }
  if (pairs.length === 0) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${pairs.join('&')}${hash}`;
}

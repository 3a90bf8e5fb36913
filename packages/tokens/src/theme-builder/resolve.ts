/**
 * DTCG token sets → the tokens the CSS formats read, the way our Style Dictionary build resolves
 * them (aliases, and the value transforms `color/css`, `fontFamily/css`, `cubicBezier/css`,
 * `shadow/css/shorthand`), so the builder's CSS is byte-identical to the build's without shipping
 * Style Dictionary to the browser. The round-trip test holds the two against each other.
 */
import { type ResolvedToken, cssName } from '../lib/themes.ts';
import { fontStack } from './settings.ts';
import { type DtcgGroup, type DtcgToken, isGroup, isToken } from './sources.ts';

interface Entry {
  path: string[];
  type: string;
  token: DtcgToken;
  themed: boolean;
}

/** Deep-merges groups in order, as Style Dictionary merges its source files. */
function merge(target: DtcgGroup, source: DtcgGroup): DtcgGroup {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isGroup(existing) && isGroup(value) ? merge({ ...existing }, value) : value;
  }
  return target;
}

function entries(root: DtcgGroup, themedTokens: Set<DtcgToken>): Entry[] {
  const out: Entry[] = [];
  const walk = (node: DtcgGroup, path: string[], type: string) => {
    const groupType = typeof node.$type === 'string' ? node.$type : type;
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$')) continue;
      if (isToken(child)) {
        const ownType = typeof child.$type === 'string' ? child.$type : groupType;
        out.push({
          path: [...path, key],
          type: ownType,
          token: child,
          themed: themedTokens.has(child),
        });
      } else if (isGroup(child)) walk(child, [...path, key], groupType);
    }
  };
  walk(root, [], '');
  return out;
}

const hex = (value: string): string => {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) throw new Error(`Unsupported colour value ${value}: use #rgb or #rrggbb`);
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
};

function transform(type: string, value: unknown): string {
  if (type === 'color' && typeof value === 'string') return hex(value);
  if (type === 'fontFamily') {
    const families = Array.isArray(value)
      ? value
      : String(value)
          .split(',')
          .map((part) => part.trim());
    return fontStack(families.map(String));
  }
  if (type === 'cubicBezier' && Array.isArray(value)) return `cubic-bezier(${value.join(', ')})`;
  if (type === 'shadow' && typeof value === 'object' && value !== null) {
    const one = (s: Record<string, unknown>) =>
      `${s.inset ? 'inset ' : ''}${String(s.offsetX ?? 0)} ${String(s.offsetY ?? 0)} ${String(s.blur ?? 0)} ${
        s.spread ? `${String(s.spread)} ` : ''
      }${String(s.color ?? '#000000')}`;
    return Array.isArray(value)
      ? value.map((s) => one(s as Record<string, unknown>)).join(', ')
      : one(value as Record<string, unknown>);
  }
  return String(value);
}

/**
 * The foundation set and one theme's set, resolved: the foundation's tokens then the theme's,
 * each in the order of its set, with `themed` marking the theme's.
 */
export function resolveSets(foundation: DtcgGroup, theme: DtcgGroup): ResolvedToken[] {
  const themedTokens = new Set(entries(theme, new Set()).map((e) => e.token));
  const all = entries(merge(merge({}, foundation), theme), themedTokens);
  const byPath = new Map(all.map((e) => [e.path.join('.'), e]));

  const resolveValue = (value: unknown, seen: string[]): unknown => {
    if (typeof value === 'string') {
      const whole = /^\{([^}]+)\}$/.exec(value);
      if (whole) return resolveReference(whole[1]!, seen);
      return value.replace(/\{([^}]+)\}/g, (_, ref: string) => String(resolveReference(ref, seen)));
    }
    if (Array.isArray(value)) return value.map((v) => resolveValue(v, seen));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, seen)]));
    }
    return value;
  };
  const resolveReference = (ref: string, seen: string[]): unknown => {
    const target = byPath.get(ref);
    if (!target) throw new Error(`${seen[0]} refers to {${ref}}, which does not exist`);
    if (seen.includes(ref)) throw new Error(`Circular reference: ${[...seen, ref].join(' → ')}`);
    return resolveValue(target.token.$value, [...seen, ref]);
  };

  return all.map((e) => {
    const name = e.path.join('.');
    const original = e.token.$value;
    const reference = typeof original === 'string' ? /^\{([^}]+)\}$/.exec(original) : null;
    return {
      name: cssName(e.path),
      path: e.path,
      type: e.type,
      description: typeof e.token.$description === 'string' ? e.token.$description : '',
      value: transform(e.type, resolveValue(original, [name])),
      alias: reference ? cssName(reference[1]!.split('.')) : null,
      themed: e.themed,
    };
  });
}

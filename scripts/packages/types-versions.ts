/**
 * The `typesVersions` map a package's `exports` implies. TypeScript's `node10` resolution (the
 * `moduleResolution: "node"` of many existing projects) ignores `exports`, so without this map
 * such a project finds no types for `@skerry/components/button.js` even though its bundler finds
 * the module. Each subpath with a `types` condition gets one entry; `.` is the `types` field's.
 */
export type TypesVersions = Record<'*', Record<string, [string]>>;

export function typesVersionsOf(exports: Record<string, unknown>): TypesVersions {
  const map: Record<string, [string]> = {};
  for (const [key, entry] of Object.entries(exports)) {
    if (key === '.' || !entry || typeof entry !== 'object') continue;
    const types = (entry as { types?: unknown }).types;
    if (typeof types === 'string') map[key.replace(/^\.\//, '')] = [types];
  }
  return { '*': map };
}

/** A value that can go into a URL: lists repeat in the query string, null and undefined drop out. */
export type ParamScalar = string | number | boolean | Date;
export type ParamValue = ParamScalar | readonly ParamScalar[] | null | undefined;

/** The parameters of one call; never interpreted, so a leading `@` is sent as it is. */
export type Params = Readonly<Record<string, ParamValue>>;

/**
 * A default parameter: a value, a function evaluated on every call (a language, a token that
 * changes), or `'@field'` / `'@a.b'` to take the value from the request body, so that
 * `update(item)` can find `/items/{id}` without repeating the id.
 */
export type ParamDefault = ParamValue | (() => ParamValue);
export type ParamDefaults = Readonly<Record<string, ParamDefault>>;

function fieldOf(body: unknown, path: string): ParamValue {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value as ParamValue;
}

function resolveDefault(value: ParamDefault, body: unknown): ParamValue {
  const resolved = typeof value === 'function' ? value() : value;
  if (typeof resolved === 'string' && resolved.startsWith('@')) {
    return fieldOf(body, resolved.slice(1));
  }
  return resolved;
}

/** Later layers win: resource defaults, then action defaults, then the call's own parameters. */
export function resolveParams(
  defaults: readonly (ParamDefaults | undefined)[],
  params: Params | undefined,
  body: unknown,
): Record<string, ParamValue> {
  const resolved: Record<string, ParamValue> = {};
  for (const layer of defaults) {
    for (const [key, value] of Object.entries(layer ?? {})) {
      resolved[key] = resolveDefault(value, body);
    }
  }
  return { ...resolved, ...params };
}

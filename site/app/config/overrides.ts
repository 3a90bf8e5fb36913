/** The variable that carries per-environment settings over `site.config.ts`, as JSON. */
export const overridesVariable = 'SKERRY_SITE_CONFIG_JSON';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; anything else (arrays included) replaces what was there. */
export function mergeConfig(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = mergeConfig(base[key], value);
  }
  return merged;
}

/**
 * Merges the JSON in `SKERRY_SITE_CONFIG_JSON` over the configuration file. A deploy sets keys
 * and ids there (analytics, DocSearch) without committing them, and a test builds the site with
 * services switched on. Text that is not a JSON object fails the build, naming the variable.
 */
export function applyConfigOverrides<T>(
  input: T,
  env: Readonly<Record<string, string | undefined>>,
): T {
  const text = env[overridesVariable];
  if (text === undefined || text.trim() === '') return input;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${overridesVariable} is not valid JSON: ${reason}`, { cause: error });
  }
  if (!isPlainObject(parsed)) {
    throw new Error(`${overridesVariable} must hold a JSON object, such as {"analytics": {…}}`);
  }
  return mergeConfig(input, parsed) as T;
}

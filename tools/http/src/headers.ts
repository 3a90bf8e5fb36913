/** JSON first, any other type last, so that a server without JSON still answers. */
export const defaultAccept = 'application/json, text/plain, */*';

/** Later layers win, header by header and regardless of the case of the names. */
export function mergeHeaders(...layers: readonly (HeadersInit | undefined)[]): Headers {
  const merged = new Headers({ Accept: defaultAccept });
  for (const layer of layers) {
    new Headers(layer).forEach((value, name) => merged.set(name, value));
  }
  return merged;
}

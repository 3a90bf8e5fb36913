/**
 * The in-site path of a DocSearch hit, or undefined when it points elsewhere. The index stores
 * absolute URLs of the production site; the reader may be on a preview or local copy, and an
 * in-site path keeps them there and lets the router navigate without a full load.
 */
export function siteRelativePath(
  url: string,
  productionUrl: string | null,
  currentOrigin: string,
): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, currentOrigin);
  } catch {
    return undefined;
  }
  const own = new Set([currentOrigin]);
  if (productionUrl) own.add(new URL(productionUrl).origin);
  if (!own.has(parsed.origin)) return undefined;
  return parsed.pathname + parsed.search + parsed.hash;
}

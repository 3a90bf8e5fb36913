/**
 * The scripts and stylesheets a prerendered page loads before it is interactive: every module
 * it preloads or loads, every stylesheet, and the modules its inline bootstrap imports — as
 * URLs, each once, in the order they appear.
 */
export function pageAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="([^"]+\.(?:js|css))"/g))
    urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g))
    urls.add(match[1]!);
  return [...urls];
}

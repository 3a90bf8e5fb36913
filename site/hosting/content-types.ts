/** The type of every page: the site's HTML is UTF-8. */
export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * Content types for files the build writes that sirv's type table does not know. Pagefind's index
 * files (`.pf_meta`, `.pf_fragment`, `.pf_index`, and its WebAssembly runtime as `.pagefind`) are
 * gzip data that its script fetches and unpacks itself; sent with an empty type beside `nosniff`,
 * a browser or proxy has nothing to go on. `application/octet-stream` is what HTTP says an
 * unknown body is. A real `.wasm` file gets its own type, which streaming compilation requires.
 */
const typesByExtension: Readonly<Record<string, string>> = {
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
  '.wasm': 'application/wasm',
  // sirv knows these but sends them without a charset; the build writes them as UTF-8 (the
  // pages as Markdown, llms.txt, robots.txt).
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The type to send for a file below the site root, or undefined to let sirv choose. */
export function contentTypeFor(relative: string): string | undefined {
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? typesByExtension[name.slice(dot).toLowerCase()] : undefined;
}

/*
 * The rules a file field checks on each file the user adds. The picker filters by `accept`, but
 * the user can switch its filter off, and a dropped file never passes through it, so every file
 * is checked here, as the picker would have filtered it.
 */

/**
 * Whether `file` is one of the types `accept` lists, as `<input accept>` reads it: a
 * comma-separated list of extensions (`.pdf`), MIME types (`application/pdf`) and MIME type
 * wildcards (`image/*`), compared without regard to case. An empty list accepts every file.
 */
export function acceptsFile(accept: string, file: File): boolean {
  const patterns = accept
    .toLowerCase()
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean);
  if (!patterns.length) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) =>
    pattern.startsWith('.')
      ? name.endsWith(pattern)
      : pattern.endsWith('/*')
        ? type.startsWith(pattern.slice(0, -1))
        : type === pattern,
  );
}

const size = /^(\d+\.?\d*|\.\d+)\s*([kmgt]?)b?$/i;

/**
 * A size written as bytes (`5000000`) or with a unit (`500 kB`, `5 MB`, `1.5GB`, any case), in
 * bytes; `NaN` when it cannot be read. The units are decimal (1 MB is 1000 kB), as file sizes
 * are shown (`formatBytes`), so a limit of `5 MB` reads "5 MB" in the error too.
 */
export function parseSize(text: string): number {
  const match = size.exec(text.trim());
  if (!match) return NaN;
  const exponent = ' kmgt'.indexOf(match[2]?.toLowerCase() || ' ');
  return Number(match[1]) * 1000 ** exponent;
}

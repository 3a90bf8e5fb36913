/**
 * The package's components, read from its `exports`: each `./<name>.js` entry that points at
 * `dist/components/<name>/sk-<name>.js` is one component. Every list of components (style checks,
 * size budgets, the VS Code data test) starts here, so a new component is checked as soon as
 * `npm run new:component` exports it, and none is listed by hand.
 *
 * No Node imports: the browser tests read `package.json` through Vite and call this too.
 */

export interface ExportedComponent {
  /** The folder and entry name, e.g. `icon-button`. */
  name: string;
  /** The element's tag, e.g. `sk-icon-button`. */
  tag: `sk-${string}`;
  /** The registering module's source, relative to the package root. */
  source: string;
}

const componentExport = /^\.\/([a-z][a-z0-9-]*)\.js$/;

/** The registering module an export entry points at, whichever condition names it. */
function target(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    const conditions = entry as Record<string, unknown>;
    const found = conditions.import ?? conditions.default;
    return typeof found === 'string' ? found : undefined;
  }
  return undefined;
}

/** The components `exports` defines, in the order it lists them. */
export function exportedComponents(exports: Record<string, unknown>): ExportedComponent[] {
  return Object.entries(exports).flatMap(([key, entry]) => {
    const name = componentExport.exec(key)?.[1];
    if (!name || target(entry) !== `./dist/components/${name}/sk-${name}.js`) return [];
    return [{ name, tag: `sk-${name}` as const, source: `src/components/${name}/sk-${name}.ts` }];
  });
}

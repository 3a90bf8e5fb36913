import { createHash } from 'node:crypto';

/** One demo's framework sources after the first, highlighted, in the order of its tabs. */
export interface LaterVariant {
  id: string;
  label: string;
  lang: string;
  code: string;
  html: string;
}

/** The specifier a page imports its demos' later sources from; the engine's plugin serves it. */
export const demoSourcesPrefix = 'virtual:skerry/demo-sources/';

// Filled while MDX compiles and read when the bundler loads the module, in the same process:
// on globalThis, like the transform cache, because Vite loads the config anew for each build
// and a page compiled for the client build is not compiled again for the prerender.
const store = ((globalThis as { __skerryDemoSources?: Map<string, string> }).__skerryDemoSources ??=
  new Map());

/**
 * Registers a page's later demo sources (React, Vue, Angular) as a module of their own and
 * returns its specifier. A page ships only the HTML source with its route; the rest, about
 * two thirds of a demo page's script, loads when a reader first opens one of those tabs.
 * The name carries the page and a hash of the content, so an edit gives a new module.
 */
export function registerDemoSources(page: string, demos: LaterVariant[][]): string {
  const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(demos))});\n`;
  const hash = createHash('sha1').update(source).digest('hex').slice(0, 10);
  const name = `${page.replace(/\.mdx$/, '').replace(/[^a-z0-9]+/gi, '-')}-${hash}`;
  store.set(name, source);
  return demoSourcesPrefix + name;
}

/** The module's code for a specifier `registerDemoSources` gave, or undefined for others. */
export function demoSourcesModule(specifier: string): string | undefined {
  if (!specifier.startsWith(demoSourcesPrefix)) return undefined;
  const source = store.get(specifier.slice(demoSourcesPrefix.length));
  if (source === undefined) {
    throw new Error(
      `${specifier}: no page registered these demo sources in this build; compile the page first`,
    );
  }
  return source;
}

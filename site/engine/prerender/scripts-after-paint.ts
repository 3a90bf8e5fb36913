/**
 * A prerendered page's scripts, fetched after its first paint (docs/decisions/0014). React
 * Router's `<Scripts>` preloads every module of the page at high priority and imports the route
 * modules statically, so on a slow connection they share the bandwidth the stylesheet, the font
 * and the HTML need for the first paint, which needs no script. Here the preloads wait, inert,
 * in a `<template>`, and the bootstrap imports the same modules once the page has painted.
 */

import { deferredPreloadsAttribute } from '../../app/first-visit/load-app.ts';
import { appIntentEvents } from '../../app/islands/intent-events.ts';

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const routeImport = /import \* as (\w+) from "([^"]+)";/g;
/** React Router's last step: the import of the app's entry, which hydrates the page. */
const entryImport = /\bimport\("([^"]+)"\);?\s*$/;

/**
 * Waits for the page's first contentful paint, as the browser reports it (the moment Lighthouse
 * measures too, later than the frame's own rendering task); at once in a tab nobody sees, which
 * paints nothing until it is shown; after the next frame where paint timing is unknown.
 */
const afterFirstPaint = `await new Promise((painted) => {
  if (document.visibilityState === "hidden") return painted();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint"))
    return requestAnimationFrame(() => setTimeout(painted, 0));
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    painted();
  }).observe({ type: "paint", buffered: true });
});`;

/** Listened for from the start, so that no intent is missed while the page paints. */
const untilIntent = `const wanted = new Promise((want) => {
  const types = ${JSON.stringify(appIntentEvents)};
  const on = () => {
    for (const type of types) removeEventListener(type, on, true);
    want();
  };
  for (const type of types) addEventListener(type, on, { capture: true, passive: true });
});`;

/**
 * Keys pressed before the first-visit module runs, which nothing on the page hears yet: kept
 * for that module, which takes them (and the listening) over and makes a search shortcut among
 * them again once the app runs (`app/first-visit/held-input.ts`).
 */
const keysBeforeModule = `const early = [];
const hear = (event) => early.push(event);
addEventListener("keydown", hear, true);
const earlyKeys = () => {
  removeEventListener("keydown", hear, true);
  return early.splice(0);
};`;

/**
 * The code that starts the page's scripts: after the first paint, the first-visit module runs
 * and, when the app is wanted, loads it (`app/first-visit/load-app.ts`): the preloads join the
 * head, the route modules load in parallel under the names React Router gave them, and the rest
 * of its bootstrap runs as it would have, its last step (the entry's import) made by the loader.
 */
function deferredBootstrap(
  imports: readonly (readonly [string, string])[],
  rest: string,
  entry: string,
  firstVisitUrl: string,
): string {
  const names = imports.map(([name]) => name).join(', ');
  const modules = JSON.stringify(imports.map(([, url]) => url));
  return (
    `${untilIntent}\n${keysBeforeModule}\n${afterFirstPaint}\n` +
    `await (await import(${JSON.stringify(firstVisitUrl)})).start(wanted, {\n` +
    `  modules: ${modules},\n` +
    `  entry: ${JSON.stringify(entry)},\n` +
    `  run: ([${names}]) => {${rest}},\n` +
    `}, earlyKeys);`
  );
}

/**
 * `html` with its module preloads and route imports deferred to after the first paint. A page
 * without React Router's bootstrap is left as it is; one whose bootstrap is not as expected
 * fails the build, naming what changed, rather than shipping a page that never hydrates.
 */
export function withScriptsAfterPaint(html: string, file: string, firstVisitUrl: string): string {
  const bootstrap = bootstrapScript.exec(html);
  if (!bootstrap) {
    if (/<script type="module"/.test(html)) {
      throw new Error(
        `Scripts after paint: ${file} has a module script but not React Router\u2019s bootstrap ` +
          '(<script type="module" async="">). Has React Router changed its <Scripts> output?',
      );
    }
    return html;
  }
  const body = bootstrap[1]!;
  const imports = [...body.matchAll(routeImport)].map((m) => [m[1]!, m[2]!] as const);
  const entry = entryImport.exec(body);
  if (imports.length === 0 || !entry) {
    throw new Error(
      `Scripts after paint: the bootstrap of ${file} imports no route module statically, or ` +
        'does not end by importing the entry. Has React Router changed its <Scripts> output?',
    );
  }
  const preloads = [...new Set([...html.matchAll(preloadLink)].map((m) => m[1]!))];
  const template =
    `<template ${deferredPreloadsAttribute}="">` +
    preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') +
    '</template>';
  // The template takes the place of the first preload, in the head; the others go.
  let placed = false;
  const withoutPreloads = html.replace(preloadLink, () => {
    if (placed) return '';
    placed = true;
    return template;
  });
  const rest = body.slice(0, entry.index).replace(routeImport, '');
  return withoutPreloads.replace(
    bootstrapScript,
    () =>
      `<script type="module" async="">${deferredBootstrap(imports, rest, entry[1]!, firstVisitUrl)}</script>`,
  );
}

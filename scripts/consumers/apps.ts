import fs from 'node:fs';
import path from 'node:path';

/** The foundations every app installs: the components need the icons and the tokens. */
const foundations = ['@skerry/tokens', '@skerry/icons', '@skerry/components'];

/**
 * The consumer apps under `consumers/`, each installing the packed tarballs of the Skerry
 * packages it names, as a user installs them from the registry.
 */
export const consumerApps = [
  { name: 'html-cdn', skerry: foundations },
  { name: 'vite-ts', skerry: foundations },
  { name: 'react-19', skerry: [...foundations, '@skerry/react'] },
  { name: 'react-18', skerry: [...foundations, '@skerry/react'] },
  { name: 'vue-3', skerry: [...foundations, '@skerry/vue'] },
  { name: 'angular', skerry: [...foundations, '@skerry/angular'] },
] as const satisfies readonly { name: string; skerry: readonly string[] }[];

export type ConsumerApp = (typeof consumerApps)[number];

/** The npm scripts an app has; `typecheck` is optional (the CDN page has no TypeScript). */
export function appScripts(appDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return new Set(Object.keys(manifest.scripts ?? {}));
}

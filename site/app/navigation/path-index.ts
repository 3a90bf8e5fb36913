import { nearMissSections } from './nav-sections.ts';
import { knownPages, loadSection, sectionDirs } from './nav-store.ts';
import { buildPathIndex } from './resolve-path.ts';

/**
 * The accepted spellings of every page a mistyped address may mean: those of the sections its
 * first segment names in any case (`nav-sections.ts`), loaded first, and of every page known.
 * A section that fails to load only narrows the index: the not-found page stays, as it would.
 */
export async function nearMissIndex(routerPath: string): Promise<Map<string, string>> {
  await Promise.all(
    nearMissSections(routerPath, sectionDirs).map((dir) => loadSection(dir).catch(() => null)),
  );
  return buildPathIndex(knownPages().map((p) => p.path));
}

import { jsonForScript } from '../navigation/nav-sections.ts';
import { navDataId, navDataPayload } from '../navigation/nav-store.ts';

/**
 * The pages of the current section, in the prerendered page for the browser to hydrate the
 * sidebar with (`nav-store.ts` reads it before the first render): data that grows with the
 * section, never with the site, and comes with the HTML that shows it rather than as a script
 * every page would share. None outside any section (the not-found page).
 */
export function NavData({ dir }: { dir: string }) {
  const payload = navDataPayload(dir);
  if (!payload) return null;
  return (
    <script
      id={navDataId}
      type="application/json"
      // The same text on both sides: React leaves a script's contents alone when hydrating.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(payload) }}
    />
  );
}

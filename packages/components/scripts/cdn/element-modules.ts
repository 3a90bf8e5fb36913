import type { ExportedComponent } from '../exported-components.ts';
import { customElements, type Manifest } from '../manifest/manifest-types.ts';

/**
 * Which CDN module defines each tag, for the autoloader: every element of the manifest, by the
 * component folder that declares it (`sk-radio-group`, in `components/radio/`, is defined by
 * `radio.js`). An element outside every exported component's folder has no module to load, so
 * it fails the build rather than leave the autoloader unable to define it.
 */
export function elementModules(
  manifest: Manifest,
  components: ExportedComponent[],
): Record<string, string> {
  const names = new Set(components.map(({ name }) => name));
  const modules: Record<string, string> = {};
  for (const { element, path } of customElements(manifest)) {
    const folder = /(?:^|\/)components\/([^/]+)\//.exec(path)?.[1];
    if (!folder || !names.has(folder)) {
      throw new Error(
        `<${element.tagName}> (${path}) is in no exported component's folder, so no CDN module defines it`,
      );
    }
    modules[element.tagName!] = folder;
  }
  return Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b, 'en')));
}

import type { PhrasingContent } from 'mdast';
import type { ComponentItem } from '../../../app/docs/components-overview/overview-items.server.ts';
import type { SiteFacts } from './site-facts.ts';

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count as prose writes it: a word below ten, digits from ten ("six", "350"). */
export function countText(count: number): string {
  return numberWords[count] ?? new Intl.NumberFormat('en-US').format(count);
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (url: string, value: string): PhrasingContent => ({
  type: 'link',
  url,
  children: [text(value)],
});

/** "a, b and c", with each part's own nodes: an English list of links or code. */
function series(parts: PhrasingContent[][], empty: string): PhrasingContent[] {
  if (parts.length === 0) return [text(empty)];
  return parts.flatMap((part, index) => {
    const separator = index === 0 ? [] : [text(index === parts.length - 1 ? ' and ' : ', ')];
    return [...separator, ...part];
  });
}

const componentStatuses = ['built', 'stable', 'beta', 'planned', 'all'] as const;
type ComponentSet = (typeof componentStatuses)[number];

/**
 * The components of a set: built (stable or beta), stable, planned, all, or beta, which means
 * marked beta on the site, a planned component's overview included.
 */
function componentsIn(facts: SiteFacts, set: ComponentSet): ComponentItem[] {
  return facts.components.filter((c) =>
    set === 'all'
      ? true
      : set === 'built'
        ? c.status !== 'planned'
        : set === 'beta'
          ? c.beta
          : c.status === set,
  );
}

/** A component's name as it reads inside a sentence: "progress circle", not "Progress circle". */
const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Every fact a page may state, by the key `<Fact of="…">` names, as the phrasing that replaces the
 * element. Counts are words or digits; sets of components are links to their overviews.
 */
export function factKeys(facts: SiteFacts): Record<string, () => PhrasingContent[]> {
  const keys: Record<string, () => PhrasingContent[]> = {
    'icons.count': () => [text(countText(facts.icons.count))],
    'icons.categories.count': () => [text(countText(facts.icons.categories))],
    'tokens.count': () => [text(countText(facts.tokens.count))],
    'themes.count': () => [text(countText(facts.themes.length))],
    themes: () =>
      series(
        facts.themes.map((theme) => [text(theme.replace(/-/g, ' '))]),
        'no themes',
      ),
    'themes.values': () =>
      series(
        [...facts.themes, 'auto'].map((theme) => [code(theme)]),
        'no themes',
      ),
    'locales.count': () => [text(countText(facts.locales.length))],
    locales: () =>
      series(
        facts.locales.map((locale) => [text(locale.name)]),
        'no languages',
      ),
    packages: () =>
      series(
        facts.packages.map((pkg) => [code(pkg.name)]),
        'no packages',
      ),
    'packages.count': () => [text(countText(facts.packages.length))],
    'packages.released': () =>
      series(
        facts.packages.filter((p) => p.released).map((pkg) => [code(pkg.name)]),
        'none',
      ),
    'packages.unreleased': () =>
      series(
        facts.packages.filter((p) => !p.released).map((pkg) => [code(pkg.name)]),
        'none',
      ),
    'repository.releases': () => {
      if (!facts.repository) throw new Error('no repository is configured in site.config.ts');
      return [link(`${facts.repository.replace(/\/$/, '')}/releases`, 'GitHub releases')];
    },
    'toolchain.node': () => [text(facts.toolchain.node)],
    'toolchain.node.range': () => [code(facts.toolchain.nodeRange)],
    'toolchain.npm': () => [text(facts.toolchain.npmMajor)],
    version: () => {
      const versions = [...new Set(facts.packages.map((p) => p.version))];
      if (versions.length === 1) return [text(versions[0]!)];
      return series(
        facts.packages.map((pkg) => [code(pkg.name), text(` ${pkg.version}`)]),
        'no version',
      );
    },
  };
  for (const pkg of facts.packages) {
    keys[`version:${pkg.name}`] = () => [text(pkg.version)];
  }
  for (const set of componentStatuses) {
    keys[`components.${set}.count`] = () => [text(countText(componentsIn(facts, set).length))];
    keys[`components.${set}`] = () =>
      series(
        componentsIn(facts, set).map((item) => [link(item.path, inSentence(item.name))]),
        'none',
      );
  }
  return keys;
}

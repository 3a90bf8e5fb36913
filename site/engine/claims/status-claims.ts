import type { ComponentItem } from '../../app/docs/components-overview/overview-items.server.ts';
import type { SiteFacts } from '../page-data/facts/site-facts.ts';
import type { TextBlock } from './text-blocks.ts';

/** A sentence of a page that says something the data contradicts, and what. */
export interface Contradiction {
  sentence: string;
  problem: string;
}

/** What a page is, for the claims it may make without naming their subject. */
export interface ClaimContext {
  /** The component whose pages these are (`sk-badge` on `/core-components/badge/code/`). */
  component?: string;
}

const words: Record<string, number> = {
  no: 0,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** The claims that a component is not built, or not available, in any wording the pages use. */
const notBuilt =
  /\b(?:planned|not yet available|not available yet|not (?:yet )?built|not built yet|(?:has|have) not been (?:built|released)|does not exist yet|is not built|will be (?:built|generated|available|listed|styled|installed))\b/i;
/** The claims that a component can be used now. */
const available =
  /\b(?:(?:is|are) (?:now )?(?:available|built|stable|ready to use)|available (?:today|now)|can be used (?:today|now))\b/i;
const negated = /\b(?:not|n't|no longer|until|once|when|will|before)\b/i;
/** The claims that a package has not been released, or published. */
const notReleased =
  /\b(?:not (?:yet )?(?:been )?(?:published|released)|no (?:package|version)[^.]*?(?:been )?(?:published|released)|unreleased|not on npm)\b/i;
const plannedPackage =
  /(@skerry\/[a-z0-9-]+)[^.;]{0,40}?(?:\(planned\)|\b(?:is|are) planned\b|\bnot yet (?:available|built)\b)/g;
const beta = /\((?:beta)\)|\b(?:is|are) (?:in |marked )?beta\b/i;

const tagPattern = /(?<![\w-])(sk-[a-z0-9]+(?:-[a-z0-9]+)*)(?![\w-])/g;
const packagePattern = /@skerry\/[a-z0-9-]+/g;
/** A count of things: "six languages", "28 built components", "28 components built". */
const countPattern = new RegExp(
  String.raw`\b(\d[\d,]*|${Object.keys(words).join('|')})\s+(?:(built|stable|beta|planned|outline|bundled|design)\s+)?(?:web\s+)?(components|icons|languages|locales|themes|tokens|categories)\b(?:\s+(built|planned))?`,
  'gi',
);
/** The icons, or the components as a whole, called planned: both exist. */
const plannedParts =
  /\bthe (icons|icon set|icon package|components|web components)(?: and the (icons|icon set|components))? (?:are|is) (?:planned|not yet available)/gi;
/** A version said of a package (`@skerry/tokens 0.2.0`, `@skerry/tokens@0.2.0`) or of Skerry. */
const versionPattern = /(?:(@skerry\/[a-z0-9-]+)[\s@]+|\bversion\s+|\bv)(\d+\.\d+\.\d+)\b/gi;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

/** The clauses of a sentence: split at semicolons, colons and ", and / but / while". */
function clauses(sentence: string): string[] {
  return sentence.split(/\s*[;:]\s+|,\s+(?=(?:and|but|while|whereas)\s)/).filter(Boolean);
}

/** A clause about "the component" or "it", or a label of a few words, on a component's page. */
const aboutItself = /\b(?:the|this) component\b|\bits?\b|^\W*(?:\S+\s+){0,4}\S+\W*$/i;

/**
 * The sentences of a page whose statements about statuses, counts or versions the data
 * contradicts: a built component called planned or not available, a planned one called
 * available, a component called beta that is not, a released package called unreleased, a count
 * of components, icons, tokens, languages or themes that is not the count, a version that is
 * not a package's. The subject of a sentence is what it names (a tag, a link to a component, a
 * package) or, on a component's own pages, that component.
 */
export function contradictions(
  blocks: readonly TextBlock[],
  facts: SiteFacts,
  tagPages: ReadonlyMap<string, string>,
  context: ClaimContext = {},
): Contradiction[] {
  const found: Contradiction[] = [];
  const byPath = new Map(facts.components.map((c) => [c.path, c]));
  const byTag = (tag: string): ComponentItem | undefined => {
    const path = tagPages.get(tag);
    return path ? byPath.get(path) : facts.components.find((c) => c.tag === tag);
  };
  const componentsOf = (sentence: string, block: TextBlock): ComponentItem[] => {
    const named = new Set<ComponentItem>();
    for (const [, tag] of sentence.matchAll(tagPattern)) {
      const item = byTag(tag!);
      if (item) named.add(item);
    }
    for (const link of block.links) {
      if (!link.text || !sentence.includes(link.text)) continue;
      const name = /^\/core-components\/([a-z0-9-]+)\//.exec(link.href)?.[1];
      const item = name ? byPath.get(`/core-components/${name}/`) : undefined;
      if (item) named.add(item);
    }
    // On a component's own pages, a clause that names nothing else and speaks of the
    // component, or is a label ("Installing (planned)"), is about that component.
    if (named.size === 0 && context.component && aboutItself.test(sentence)) {
      const own = byTag(context.component);
      if (own) named.add(own);
    }
    return [...named];
  };
  const counts = {
    components: {
      built: facts.components.filter((c) => c.status !== 'planned').length,
      stable: facts.components.filter((c) => c.status === 'stable').length,
      beta: facts.components.filter((c) => c.beta).length,
      planned: facts.components.filter((c) => c.status === 'planned').length,
      all: facts.components.length,
    },
    icons: facts.icons.count,
    categories: facts.icons.categories,
    tokens: facts.tokens.count,
    languages: facts.locales.length,
    locales: facts.locales.length,
    themes: facts.themes.length,
  };

  for (const block of blocks) {
    for (const sentence of sentences(block.text)) {
      const report = (problem: string) => found.push({ sentence, problem });
      // Statuses are read clause by clause: "`sk-input` is built, and `sk-datalist` is planned"
      // says one thing of each.
      for (const clause of clauses(sentence)) {
        const components = componentsOf(clause, block);
        if (notBuilt.test(clause)) {
          for (const c of components.filter((c) => c.status !== 'planned')) {
            report(`${c.tag} is built (${c.status}), not planned or unavailable`);
          }
        }
        if (available.test(clause) && !negated.test(clause)) {
          for (const c of components.filter((c) => c.status === 'planned')) {
            report(`${c.tag} is planned, not available`);
          }
        }
        if (beta.test(clause)) {
          for (const c of components.filter((c) => !c.beta && c.status !== 'beta')) {
            report(`${c.tag} is not beta`);
          }
        }
      }
      if (notBuilt.test(sentence)) {
        for (const match of sentence.matchAll(plannedParts)) {
          for (const part of [match[1], match[2]].filter(Boolean)) {
            const icons = /icon/i.test(part!);
            if (icons ? facts.icons.count > 0 : counts.components.built > 0) {
              report(
                `the ${part} exist: ${icons ? facts.icons.count : counts.components.built} built`,
              );
            }
          }
        }
        // A package called planned exists: every package under packages/ is built.
        for (const [, name] of sentence.matchAll(plannedPackage)) {
          const pkg = facts.packages.find((p) => p.name === name);
          if (pkg) report(`${pkg.name} exists, at ${pkg.version}`);
        }
      }
      if (notReleased.test(sentence)) {
        const named = [...sentence.matchAll(packagePattern)].map((m) => m[0]);
        const subjects = named.length
          ? facts.packages.filter((p) => named.includes(p.name))
          : facts.packages;
        for (const pkg of subjects.filter((p) => p.released)) {
          report(`${pkg.name} ${pkg.version} is released`);
        }
      }
      for (const [, number, before, noun, after] of sentence.matchAll(countPattern)) {
        const qualifier = before ?? after;
        const said = words[number!.toLowerCase()] ?? Number(number!.replace(/,/g, ''));
        const kind = noun!.toLowerCase() as
          Exclude<keyof typeof counts, 'components'> | 'components';
        if (kind === 'categories' && !/\bicon/i.test(sentence)) continue;
        if (kind === 'tokens' && !/\btokens?\b/i.test(sentence)) continue;
        const allowed =
          kind === 'components'
            ? qualifier && qualifier.toLowerCase() in counts.components
              ? [counts.components[qualifier.toLowerCase() as keyof typeof counts.components]]
              : [counts.components.built, counts.components.all]
            : [counts[kind]];
        if (!allowed.includes(said)) {
          report(
            `${number} ${qualifier ? `${qualifier} ` : ''}${noun}: the data says ${allowed.join(' or ')}`,
          );
        }
      }
      for (const [, name, version] of sentence.matchAll(versionPattern)) {
        const current = name
          ? facts.packages.filter((p) => p.name === name).map((p) => p.version)
          : facts.packages.map((p) => p.version);
        if (current.length && !current.includes(version!)) {
          report(
            `version ${version}${name ? ` of ${name}` : ''}: the data says ${current.join(', ')}`,
          );
        }
      }
    }
  }
  return found;
}

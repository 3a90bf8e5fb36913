/**
 * How Changesets writes Skerry's changelogs. A change is one list item, its commit first, as
 * Changesets' own generator writes it (the site's release pages read that shape:
 * site/engine/page-data/releases/changelog.ts). The Skerry packages a release moves a package's
 * dependencies to are named once, in one item, where the default writes an "Updated
 * dependencies" item for every changeset of every dependency: forty for a first release of the
 * bindings, saying nothing the shared version (decision 0019) does not.
 */

/** @param {{ summary: string, commit?: string }} changeset */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.split('\n').map((line) => line.trimEnd());
  const commit = changeset.commit ? `${changeset.commit.slice(0, 7)}: ` : '';
  const more = rest.length ? `\n${rest.map((line) => `  ${line}`.trimEnd()).join('\n')}` : '';
  return `- ${commit}${first}${more}`;
}

/** @param {unknown[]} _changesets @param {{ name: string, newVersion: string }[]} dependencies */
async function getDependencyReleaseLine(_changesets, dependencies) {
  if (!dependencies.length) return '';
  const names = dependencies.map((d) => `\`${d.name}\` ${d.newVersion}`).join(', ');
  return `- Moves its Skerry dependencies to ${names}.`;
}

export default { getReleaseLine, getDependencyReleaseLine };

/**
 * Every form control's overview shows the states the specification names for form controls
 * (§2 Page outlines: enabled, active, disabled, error, success; §4 adds indeterminate for the
 * checkbox), each under a heading of its own in the States section, with words and a live demo.
 * Which elements are form controls comes from the components' manifest, not from a list here:
 * those with the success state, `:state(user-valid)`. One with `:state(indeterminate)` shows
 * that state too. Their overview is the page of the folder their module is in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../readers/manifest.ts';
import { parseMdx } from '../compile/markdown.ts';
import { contentDir } from '../../readers/paths.ts';

const formControlStates = ['Enabled', 'Active', 'Disabled', 'Error', 'Success'];

interface StateSection {
  title: string;
  hasText: boolean;
  hasDemo: boolean;
}

/** The `###` sections of a page's `## States`, in order; undefined when it has none. */
function statesSections(tree: Root): StateSection[] | undefined {
  const start = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && toString(node).trim() === 'States',
  );
  if (start === -1) return undefined;
  const sections: StateSection[] = [];
  for (const node of tree.children.slice(start + 1) as RootContent[]) {
    if (node.type === 'heading' && node.depth <= 2) break;
    if (node.type === 'heading' && node.depth === 3) {
      sections.push({ title: toString(node).trim(), hasText: false, hasDemo: false });
      continue;
    }
    const section = sections.at(-1);
    if (!section) continue;
    if (node.type === 'paragraph' || node.type === 'list') section.hasText = true;
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') section.hasDemo = true;
  }
  return sections;
}

/** What is missing from a States section for `states`, one line each; empty when complete. */
function missing(sections: StateSection[] | undefined, states: string[]): string[] {
  if (!sections) return ['no "## States" section'];
  const titles = sections.map((section) => section.title.toLowerCase());
  const problems = states.flatMap((state) => {
    const section = sections.find((s) => s.title.toLowerCase() === state.toLowerCase());
    if (!section) return [`no "### ${state}"`];
    return [
      ...(section.hasText ? [] : [`"### ${state}" says nothing`]),
      ...(section.hasDemo ? [] : [`"### ${state}" has no <Demo>`]),
    ];
  });
  const shown = states.filter((state) => titles.includes(state.toLowerCase()));
  const order = titles.filter((title) => shown.some((s) => s.toLowerCase() === title));
  if (order.join() !== shown.map((s) => s.toLowerCase()).join()) {
    problems.push(`states out of order: ${order.join(', ')} (expected ${shown.join(', ')})`);
  }
  return problems;
}

/**
 * The overviews of the manifest's form controls: each folder's page, with the elements it
 * documents and the states they need (a folder may hold two, as radio does).
 */
function formControlPages(): { folder: string; tags: string[]; states: string[] }[] {
  const pages = new Map<string, { folder: string; tags: string[]; states: string[] }>();
  for (const module of readManifest()?.modules ?? []) {
    const folder = /(?:^|\/)components\/([^/]+)\//.exec(module.path)?.[1];
    for (const declaration of module.declarations ?? []) {
      const custom = (declaration.cssStates ?? []).map((state) => state.name);
      if (!folder || !declaration.tagName || !custom.includes('user-valid')) continue;
      const page = pages.get(folder) ?? { folder, tags: [], states: [...formControlStates] };
      page.tags.push(declaration.tagName);
      if (custom.includes('indeterminate') && !page.states.includes('Indeterminate')) {
        page.states.push('Indeterminate');
      }
      pages.set(folder, page);
    }
  }
  return [...pages.values()];
}

describe('form-control overviews', () => {
  const pages = formControlPages();

  it('are found in the manifest: the elements with a success state', () => {
    const tags = pages.flatMap((page) => page.tags);
    // A sample the specification names, to catch a manifest that stopped recording states.
    expect(tags).toEqual(
      expect.arrayContaining(['sk-input', 'sk-checkbox', 'sk-radio-group', 'sk-form-group']),
    );
    expect(tags).not.toContain('sk-button');
  });

  for (const { folder, tags, states } of pages) {
    it(`core-components/${folder}/ (${tags.join(', ')}) shows ${states.join(', ')}`, () => {
      const file = path.join(contentDir, 'core-components', folder, 'index.mdx');
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      const tree = parseMdx(fs.readFileSync(file, 'utf8'));
      expect(missing(statesSections(tree), states)).toEqual([]);
    });
  }
});

describe('the States check', () => {
  const page = (body: string): StateSection[] | undefined =>
    statesSections(parseMdx(`# Page\n\n${body}\n\n## Layouts\n\n### Active\n\nNot here.`));
  const state = (title: string): string =>
    `### ${title}\n\nWords.\n\n<Demo title="${title}">\n\n\`\`\`html\n<p></p>\n\`\`\`\n\n</Demo>`;

  it('passes a section with every state, in order, each with words and a demo', () => {
    expect(
      missing(page(`## States\n\n${formControlStates.map(state).join('\n\n')}`), formControlStates),
    ).toEqual([]);
  });

  it('names a missing state, one without words or demo, and states out of order', () => {
    const body = [
      '## States',
      'Active when pressed, said in a paragraph, is not a section.',
      state('Enabled'),
      state('Disabled'),
      '### Error',
      state('Success').replace('Words.\n\n', ''),
    ].join('\n\n');
    expect(missing(page(body), formControlStates)).toEqual([
      'no "### Active"',
      '"### Error" says nothing',
      '"### Error" has no <Demo>',
      '"### Success" says nothing',
    ]);
    expect(
      missing(page(`## States\n\n${state('Disabled')}\n\n${state('Enabled')}`), [
        'Enabled',
        'Disabled',
      ]),
    ).toEqual(['states out of order: disabled, enabled (expected Enabled, Disabled)']);
    expect(missing(page('## Usage'), formControlStates)).toEqual(['no "## States" section']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { readManifest } from '../readers/manifest.ts';
import { contentDir } from '../readers/paths.ts';
import { sitePages } from './fixtures.ts';

/** A page of a built component: its overview, API or code page. */
export interface ComponentPage {
  tag: string;
  /** The component's folder under `core-components/`, e.g. `icon-button`. */
  name: string;
  kind: 'overview' | 'api' | 'code';
  path: string;
  title: string;
  /** Whether the page is marked beta: the overview of a component whose JSDoc says `@status beta`. */
  beta: boolean;
}

const kinds = { index: 'overview', api: 'api', code: 'code' } as const;

/**
 * The pages of every component `custom-elements.json` lists that has a folder of pages, read from
 * the built manifest, so a component is covered the day it is built.
 */
export function builtComponentPages(): ComponentPage[] {
  const declarations = (readManifest()?.modules ?? []).flatMap((m) => m.declarations ?? []);
  return declarations.flatMap((declaration) => {
    const { tagName } = declaration as { tagName?: string };
    const name = tagName?.replace(/^sk-/, '');
    if (!tagName || !name || !fs.existsSync(path.join(contentDir, 'core-components', name))) {
      return [];
    }
    const beta = (declaration as { status?: string }).status === 'beta';
    return (Object.keys(kinds) as (keyof typeof kinds)[]).flatMap((file) => {
      const page = sitePages.find((p) => p.relativePath === `core-components/${name}/${file}.mdx`);
      return page
        ? [
            {
              tag: tagName,
              name,
              kind: kinds[file],
              path: page.path,
              title: page.title,
              beta: beta && file === 'index',
            },
          ]
        : [];
    });
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../../readers/manifest.ts';
import { apiSections } from './sections.server.ts';
import { docElements } from '../registry.ts';
import { baseRemarkPlugins } from '../../../engine/compile/markdown.ts';
import { remarkComponentApi } from './api-table.server.ts';
import { remarkPage } from '../../../engine/compile/remark-page.ts';
import { page, writeTree } from '../../../engine/test-fixtures.ts';

const manifest: CemManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'src/components/button/button.ts',
      declarations: [
        {
          kind: 'class',
          name: 'SkButton',
          tagName: 'sk-button',
          customElement: true,
          members: [
            {
              kind: 'field',
              name: 'variant',
              type: { text: "'primary' | 'secondary'" },
              default: "'secondary'",
              description: 'The visual emphasis.',
              attribute: 'variant',
              reflects: true,
            },
            {
              kind: 'field',
              name: 'form',
              type: { text: 'HTMLFormElement | null' },
              readonly: true,
            },
            { kind: 'field', name: '_internal', privacy: 'private' },
            { kind: 'field', name: 'styles', static: true },
            {
              kind: 'method',
              name: 'focus',
              parameters: [{ name: 'options', optional: true, type: { text: 'FocusOptions' } }],
              description: 'Moves focus to the button.',
            },
          ],
          events: [
            {
              name: 'sk-invalid',
              type: { text: 'CustomEvent<void>' },
              description: 'Fired when `value` is *invalid*; see [forms](/get-started/forms/).',
            },
          ],
          slots: [
            { name: '', description: 'The label.' },
            { name: 'start', description: 'An icon before the label.' },
          ],
          cssParts: [{ name: 'base', description: 'The inner button.' }],
          cssStates: [{ name: 'loading', description: 'While loading.' }],
        },
      ],
    },
  ],
};

describe('apiSections', () => {
  const sections = Object.fromEntries(
    apiSections(manifest.modules[0]!.declarations![0]!).map((s) => [s.id, s]),
  );

  it('lists public instance properties with attribute, type, default and notes', () => {
    expect(sections.properties?.rows).toEqual([
      [
        'variant',
        'variant',
        "'primary' | 'secondary'",
        "'secondary'",
        'The visual emphasis. (Reflects to its attribute.)',
      ],
      ['form', '', 'HTMLFormElement | null', '', '(Read only.)'],
    ]);
  });

  it('writes method signatures, names the default slot and the custom states', () => {
    expect(sections.methods?.rows).toEqual([
      ['focus', '(options?: FocusOptions) => void', 'Moves focus to the button.'],
    ]);
    expect(sections.slots?.rows[0]).toEqual(['(default)', 'The label.']);
    expect(sections['css-states']?.rows).toEqual([[':state(loading)', 'While loading.']]);
  });

  it("renders descriptions' Markdown to HTML, and marks the column that holds it", () => {
    expect(sections.events?.rows).toEqual([
      [
        'sk-invalid',
        'CustomEvent<void>',
        'Fired when <code>value</code> is <em>invalid</em>; see <a href="/get-started/forms/">forms</a>.',
      ],
    ]);
    for (const section of Object.values(sections)) {
      expect(section.htmlColumns).toEqual(['Description']);
    }
  });

  it('says so when a section is empty', () => {
    expect(sections['css-properties']?.rows).toEqual([]);
    expect(sections['css-properties']?.empty).toBe('<sk-button> exposes no CSS custom properties.');
  });
});

async function compileApiPage(body: string): Promise<string> {
  const dir = writeTree({ 'core-components/button/api.mdx': page('Button API', body) });
  const file = path.join(dir, 'core-components/button/api.mdx');
  const output = await compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    {
      remarkPlugins: [
        ...baseRemarkPlugins,
        [remarkComponentApi, { contentDir: dir, manifest: () => manifest }],
        [remarkPage, { contentDir: dir, base: '/', docElements }],
      ],
    },
  );
  return String(output);
}

describe('<WebComponentApi>', () => {
  it('becomes headings in the page outline and a table per section', async () => {
    const code = await compileApiPage('<WebComponentApi tag="sk-button" />');
    expect(code).toMatch(/import \{ApiTable\} from ".*\/app\/docs\/api-table\/api-table\.tsx"/);
    expect(code).toMatch(/"slug":\s*"properties"/);
    expect(code).toMatch(/"slug":\s*"css-custom-properties"/);
    expect(code).toContain('"sk-invalid"');
  });

  it('fails the build for an unknown tag, naming the page', async () => {
    await expect(compileApiPage('<WebComponentApi tag="sk-nope" />')).rejects.toThrow(
      'core-components/button/api.mdx: <WebComponentApi tag="sk-nope">: no such element',
    );
  });
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../components/scripts/manifest/manifest-types.ts';
import { elementApis } from '../scripts/element-api.ts';
import { componentModule } from '../scripts/emit-modules.ts';

const require = createRequire(import.meta.url);
const manifest = JSON.parse(
  fs.readFileSync(require.resolve('@skerry/components/custom-elements.json'), 'utf8'),
) as Manifest;
const apis = elementApis(manifest);
const api = (tag: string) => apis.find((entry) => entry.tag === tag)!;

describe('the components read from the manifest', () => {
  it('give v-model to every control that has a value, and to nothing else', () => {
    const models = Object.fromEntries(
      apis.filter((entry) => entry.model).map((entry) => [entry.tag, entry.model]),
    );
    expect(models).toEqual({
      'sk-checkbox': 'checked',
      'sk-datalist': 'text',
      'sk-file': 'files',
      'sk-input': 'text',
      'sk-password': 'text',
      'sk-radio-group': 'text',
      'sk-range': 'number',
      'sk-search': 'text',
      'sk-select': 'select',
      'sk-textarea': 'text',
      'sk-time': 'text',
      'sk-toggle': 'checked',
    });
  });

  it('are named as the element classes, one for every tag', () => {
    const tags = manifest.modules.flatMap((module) =>
      (module.declarations ?? []).flatMap((d) => ('tagName' in d && d.tagName ? [d.tagName] : [])),
    );
    expect(apis.map((entry) => entry.tag).sort()).toEqual(tags.sort());
    for (const entry of apis) {
      expect(entry.className).toMatch(/^Sk[A-Z]/);
      expect(componentModule(entry)).toContain(`export const ${entry.className} = `);
    }
  });

  it('take every settable property, and no read-only one', () => {
    const props = api('sk-select').props.map((prop) => prop.name);
    expect(props).toEqual(expect.arrayContaining(['value', 'values', 'multiple', 'label']));
    expect(props).not.toContain('validity');
    expect(props).not.toContain('open');
    expect(api('sk-range').props.map((prop) => prop.name)).toContain('valueAsNumber');
    expect(api('sk-input').props.map((prop) => prop.name)).not.toContain('valueAsNumber');
  });

  it('mark the boolean props, which a bare attribute sets', () => {
    const booleans = api('sk-button').props.filter((prop) => prop.boolean);
    expect(booleans.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['disabled', 'loading', 'fullWidth']),
    );
    expect(booleans.map((prop) => prop.name)).not.toContain('variant');
  });

  it('type each event as the manifest does, else as Event', () => {
    const input = api('sk-input').events;
    expect(input.find((event) => event.name === 'input')?.type).toBe('InputEvent');
    for (const event of input) expect(event.type).toMatch(/^[A-Z]\w*$/);
  });
});

import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../components/scripts/manifest/manifest-types.ts';
import { elementApis, outputName } from '../scripts/element-api.ts';

const require = createRequire(import.meta.url);
const manifest = JSON.parse(
  fs.readFileSync(require.resolve('@skerry/components/custom-elements.json'), 'utf8'),
) as Manifest;

describe('what the generator reads from the manifest', () => {
  const apis = elementApis(manifest);

  it('names outputs apart from the DOM events', () => {
    expect(outputName('sk-after-close')).toBe('skAfterClose');
    expect(outputName('input')).toBe('skInput');
    expect(outputName('change')).toBe('skChange');
  });

  it('makes a form control of each element with a value, and of nothing else', () => {
    const models = Object.fromEntries(
      apis.flatMap((api) => (api.model ? [[api.tag, api.model]] : [])),
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

  it('leaves click to Angular and converts only number-only attributes', () => {
    const button = apis.find((api) => api.tag === 'sk-button');
    expect(button?.events.map((e) => e.name)).not.toContain('click');
    const range = apis.find((api) => api.tag === 'sk-range');
    expect(range?.props.find((p) => p.name === 'max')?.numeric).toBe(true);
    const input = apis.find((api) => api.tag === 'sk-input');
    expect(input?.props.find((p) => p.name === 'value')?.numeric).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { applyConfigOverrides, mergeConfig } from './overrides.ts';

describe('mergeConfig', () => {
  it('merges objects key by key and replaces arrays and values', () => {
    expect(
      mergeConfig(
        { title: 'a', search: { synonyms: { x: ['y'] }, inputSelector: '#s' }, list: [1, 2] },
        { search: { inputSelector: '#q' }, list: [3] },
      ),
    ).toEqual({ title: 'a', search: { synonyms: { x: ['y'] }, inputSelector: '#q' }, list: [3] });
  });
});

describe('applyConfigOverrides', () => {
  const base = { title: 'Skerry', offline: { enabled: true } };

  it('leaves the configuration alone without the variable', () => {
    expect(applyConfigOverrides(base, {})).toBe(base);
    expect(applyConfigOverrides(base, { SKERRY_SITE_CONFIG_JSON: '  ' })).toBe(base);
  });

  it('merges the JSON over the file', () => {
    const env = { SKERRY_SITE_CONFIG_JSON: '{"offline":{"enabled":false},"analytics":{}}' };
    expect(applyConfigOverrides(base, env)).toEqual({
      title: 'Skerry',
      offline: { enabled: false },
      analytics: {},
    });
  });

  it('names the variable when the text is not a JSON object', () => {
    expect(() => applyConfigOverrides(base, { SKERRY_SITE_CONFIG_JSON: '{oops' })).toThrow(
      /SKERRY_SITE_CONFIG_JSON is not valid JSON/,
    );
    expect(() => applyConfigOverrides(base, { SKERRY_SITE_CONFIG_JSON: '[1]' })).toThrow(
      /must hold a JSON object/,
    );
  });
});

import { create, ts } from '@custom-elements-manifest/analyzer';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import type { Manifest, ManifestElement } from './manifest-types.ts';
import { notInherited } from './plugins.ts';

const manifest = analyze();

function element(tag: string): ManifestElement {
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if ((declaration as ManifestElement).tagName === tag) return declaration as ManifestElement;
    }
  }
  throw new Error(`no ${tag} in the manifest`);
}

const names = (tag: string) => {
  const found = element(tag);
  return new Set([
    ...(found.members ?? []).map((m) => m.name),
    ...(found.attributes ?? []).map((a) => a.name),
  ]);
};

describe('the API the manifest gives each element', () => {
  it('lists `checked` only for the controls that are checked', () => {
    expect(names('sk-checkbox').has('checked')).toBe(true);
    expect(names('sk-toggle').has('checked')).toBe(true);
    for (const tag of ['sk-input', 'sk-textarea', 'sk-select', 'sk-time', 'sk-file']) {
      expect(names(tag).has('checked'), tag).toBe(false);
    }
  });

  it('leaves out the range a password or search field inherits and ignores', () => {
    for (const name of ['min', 'max', 'step']) {
      expect(names('sk-input').has(name), `sk-input ${name}`).toBe(true);
      expect(names('sk-password').has(name), `sk-password ${name}`).toBe(false);
      expect(names('sk-search').has(name), `sk-search ${name}`).toBe(false);
    }
    // What they do inherit and use stays.
    expect(names('sk-password').has('maxlength')).toBe(true);
    expect(names('sk-search').has('placeholder')).toBe(true);
  });
});

describe('@notInherited', () => {
  const source = (tag: string) =>
    ts.createSourceFile(
      'src/probe.ts',
      `export class Base extends HTMLElement {
        /** A range. */
        min = '';
      }
      /** ${tag} */
      export class Probe extends Base {}
      customElements.define('sk-probe', Probe);`,
      ts.ScriptTarget.ES2022,
      true,
    );

  it('fails the build, naming the class, for a name the class does not inherit', () => {
    expect(() =>
      create({ modules: [source('@notInherited mni')], plugins: [notInherited()] }),
    ).toThrow(/src\/probe\.ts: Probe has @notInherited mni, but inherits no member/);
  });

  it('removes an inherited member it names, and nothing of the class it comes from', () => {
    const plain = create({ modules: [source('')] }) as unknown as Manifest;
    const before = plain.modules[0]!.declarations!.find(
      (d) => d.name === 'Probe',
    ) as ManifestElement;
    expect((before.members ?? []).map((m) => m.name)).toContain('min');
    const built = create({
      modules: [source('@notInherited min')],
      plugins: [notInherited()],
    }) as unknown as Manifest;
    const probe = built.modules[0]!.declarations!.find(
      (d) => d.name === 'Probe',
    ) as ManifestElement;
    expect((probe.members ?? []).map((m) => m.name)).not.toContain('min');
    const base = built.modules[0]!.declarations!.find((d) => d.name === 'Base') as ManifestElement;
    expect((base.members ?? []).map((m) => m.name)).toContain('min');
  });
});

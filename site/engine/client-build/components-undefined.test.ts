import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../readers/manifest.ts';
import {
  componentsUndefinedCss,
  hostCompound,
  manifestElements,
  undefinedRules,
} from './components-undefined.ts';
import { appDir } from '../../readers/paths.ts';

describe('hostCompound', () => {
  it('reads :host and :host(<compound>), and refuses a selector reaching into the shadow tree', () => {
    expect(hostCompound(':host')).toBe('');
    expect(hostCompound(" :host([size='small'])")).toBe("[size='small']");
    expect(hostCompound(':host(:not([size]):is(.a))')).toBe(':not([size]):is(.a)');
    expect(hostCompound(':host(.a) .b')).toBeUndefined();
    expect(hostCompound(':host(.a) :is(.b)')).toBeUndefined();
    expect(hostCompound(':host-context(.dark)')).toBeUndefined();
    expect(hostCompound("[part~='base']")).toBeUndefined();
  });
});

describe('undefinedRules', () => {
  it("rewrites the host's own top-level rules for the undefined tag, and only those", () => {
    const css =
      ':host{display:block;--_sk-x-size:var(--sk-space-4)}:host([hidden]){display:none}' +
      ":host([size='small']),[part~='base']{padding:0}:host(.a) .b{color:red}" +
      '@media (forced-colors: active){:host{border-color:CanvasText}}';
    expect(undefinedRules('sk-x', css)).toBe(
      'sk-x:not(:defined){display:block;--_sk-x-size:var(--sk-space-4)}\n' +
        'sk-x:not(:defined)[hidden]{display:none}\n' +
        "sk-x:not(:defined)[size='small']{padding:0}",
    );
  });
});

describe('componentsUndefinedCss', () => {
  it('fails naming the class when the package does not export an element of the manifest', async () => {
    const manifest = {
      schemaVersion: '2.1.0',
      modules: [
        {
          path: 'dist/components/x/x.js',
          declarations: [{ kind: 'class', name: 'SkX', tagName: 'sk-x', customElement: true }],
        },
      ],
    };
    await expect(componentsUndefinedCss(manifest, async () => ({}))).rejects.toThrow(
      '@skerry/components does not export SkX, the class of <sk-x>',
    );
  });
});

describe('componentsUndefinedCss, when the package cannot load in Node', () => {
  it('says why, rather than failing the build with a bare ReferenceError', async () => {
    const manifest = { schemaVersion: '2.1.0', modules: [] };
    const load = async () => {
      throw new ReferenceError('HTMLDialogElement is not defined');
    };
    await expect(componentsUndefinedCss(manifest, load)).rejects.toThrow(
      /cannot be imported in Node.*HTMLDialogElement is not defined/,
    );
  });
});

describe('the built @skerry/components', () => {
  const manifest = readManifest();
  const tags = manifestElements(manifest!).map(({ tag }) => tag);

  it("gives every element of custom-elements.json its host's display while undefined", async () => {
    const css = await componentsUndefinedCss(manifest);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(css, tag).toMatch(new RegExp(`\\n${tag}:not\\(:defined\\)\\{[^}]*display:`));
      expect(css, tag).toContain(`${tag}:not(:defined)[hidden]{display:none}`);
    }
  });

  it('names only existing elements in the hand-written rules of app/styles/', () => {
    const handWritten = fs.readFileSync(
      path.join(appDir, 'styles/components-undefined.css'),
      'utf8',
    );
    const named = new Set(
      handWritten.replace(/\/\*[\s\S]*?\*\//g, '').match(/(?<![\w-])sk-[a-z0-9-]+(?![\w-])/g),
    );
    expect([...named].filter((tag) => !tags.includes(tag))).toEqual([]);
  });
});

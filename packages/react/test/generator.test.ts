import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedComponents } from '../../components/scripts/exported-components.ts';
import type { Manifest } from '../../components/scripts/manifest/manifest-types.ts';
import { bindings, boundElements, eventProp } from '../scripts/bindings.ts';

const components = path.resolve(import.meta.dirname, '../../components');
const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(components, file), 'utf8')) as T;
// The published manifest, as the build reads it: the components' build writes it.
const manifest = read<Manifest>('dist/custom-elements.json');
const entries = exportedComponents(
  read<{ exports: Record<string, unknown> }>('package.json').exports,
);

describe('eventProp', () => {
  it.each([
    ['input', 'onInput'],
    ['change', 'onChange'],
    ['sk-open', 'onSkOpen'],
    ['sk-after-close', 'onSkAfterClose'],
  ])('names the callback of %s %s', (event, prop) => {
    expect(eventProp(event)).toBe(prop);
  });
});

describe('bindings', () => {
  const files = bindings(manifest, entries);

  it('writes a module and its declarations for every component entry, and an index of all', () => {
    for (const { name } of entries) {
      expect(files.has(`${name}.js`) && files.has(`${name}.d.ts`), name).toBe(true);
      expect(files.get('index.js')).toContain(`export * from './${name}.js';`);
    }
  });

  it('binds every element of an entry: radio.js has SkRadioGroup and SkRadio', () => {
    const radio = entries.find((entry) => entry.name === 'radio');
    expect(radio && boundElements(manifest, radio).map((e) => e.element.name)).toEqual([
      'SkRadio',
      'SkRadioGroup',
    ]);
    expect(files.get('radio.js')).toContain(
      "import { SkRadio as SkRadioElement, SkRadioGroup as SkRadioGroupElement } from '@skerry/components/radio.js';",
    );
  });

  it('types each callback with the event the manifest names, on its element', () => {
    const modal = files.get('modal.d.ts') ?? '';
    expect(modal).toContain('onSkOpen: EventName<SkEvent<SkOpenEvent, SkModalElement>>;');
    expect(files.get('input.d.ts')).toContain(
      'onInput: EventName<SkValueEvent<InputEvent, SkInputElement>>;',
    );
    expect(files.get('modal.js')).toContain("onSkAfterClose: 'sk-after-close',");
  });

  it('leaves click to React, whose onClick every element has', () => {
    expect(files.get('button.js')).not.toContain("'click'");
  });

  it('fails on an event the manifest gives no type, naming where to fix it', () => {
    const untyped = structuredClone(manifest);
    const tag = untyped.modules
      .flatMap((m) => m.declarations ?? [])
      .find((d) => 'tagName' in d && d.tagName === 'sk-tag') as { events: { type?: unknown }[] };
    delete tag.events[0]?.type;
    expect(() => bindings(untyped, entries)).toThrow(
      '<sk-tag> documents event sk-remove without a type',
    );
  });
});

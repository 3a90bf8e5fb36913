import { describe, expect, it } from 'vitest';
import type { CemDeclaration } from '../../readers/manifest.ts';
import { argTypesOf, argsFromAttributes } from './arg-types.ts';

const declaration: CemDeclaration = {
  kind: 'class',
  name: 'SkThing',
  tagName: 'sk-thing',
  customElement: true,
  attributes: [
    {
      name: 'variant',
      type: { text: "'primary' | 'danger' | undefined" },
      default: "'primary'",
      description: 'The `variant`.',
      fieldName: 'variant',
    },
    { name: 'target', type: { text: "'_blank' | ''" }, fieldName: 'target' },
    { name: 'full-width', type: { text: 'boolean' }, fieldName: 'fullWidth' },
    { name: 'max-files', type: { text: 'number | undefined' }, fieldName: 'maxFiles' },
    { name: 'label', type: { text: 'string' }, fieldName: 'label' },
    { name: 'layout', type: { text: 'ControlLayout' }, fieldName: 'layout' },
  ],
  members: [
    { kind: 'field', name: 'variant', attribute: 'variant' },
    { kind: 'field', name: 'fullWidth' },
    { kind: 'field', name: 'validity', readonly: true, type: { text: 'ValidityState' } },
    { kind: 'field', name: 'secret', privacy: 'private' },
    { kind: 'field', name: '_internal' },
    { kind: 'field', name: 'styles', static: true },
    {
      kind: 'method',
      name: 'focus',
      parameters: [{ name: 'options', optional: true, type: { text: 'FocusOptions' } }],
    },
  ],
  events: [{ name: 'sk-open', description: 'Opens.' }],
  slots: [
    { name: '', description: 'The label.' },
    { name: 'label', description: 'A label of markup.' },
  ],
  cssProperties: [{ name: '--sk-thing-color', default: 'blue' }],
  cssParts: [{ name: 'base' }],
  cssStates: [{ name: 'open' }],
};

describe('argTypesOf', () => {
  const argTypes = argTypesOf(declaration);

  it('gives every attribute the control of its type, with its description and default', () => {
    expect(argTypes.variant).toEqual({
      name: 'variant',
      description: 'The `variant`.',
      control: { type: 'select' },
      options: ['primary', 'danger'],
      table: {
        category: 'attributes',
        type: { summary: "'primary' | 'danger' | undefined" },
        defaultValue: { summary: "'primary'" },
      },
    });
    expect(argTypes.target?.control).toEqual({ type: 'select', labels: { '': '(empty)' } });
    expect(argTypes.target?.options).toEqual(['_blank', '']);
    expect(argTypes['full-width']?.control).toEqual({ type: 'boolean' });
    expect(argTypes['max-files']?.control).toEqual({ type: 'number' });
    expect(argTypes.label?.control).toEqual({ type: 'text' });
    expect(argTypes.layout?.control).toEqual({ type: 'text' });
  });

  it('lists the rest to read, keyed apart from attributes of the same name', () => {
    const rows = Object.entries(argTypes)
      .filter(([, a]) => a.table.category !== 'attributes')
      .map(([key, a]) => [key, a.name, a.table.category, a.control]);
    expect(rows).toEqual([
      ['property:validity', 'validity', 'properties', false],
      ['event:sk-open', 'sk-open', 'events', false],
      ['slot:', '(default)', 'slots', false],
      ['slot:label', 'label', 'slots', false],
      ['method:focus', 'focus', 'methods', false],
      ['css:--sk-thing-color', '--sk-thing-color', 'css custom properties', false],
      ['part:base', 'base', 'css parts', false],
      ['state:open', ':state(open)', 'custom states', false],
    ]);
    expect(argTypes['event:sk-open']?.action).toBe('sk-open');
    expect(argTypes['method:focus']?.table.type).toEqual({
      summary: '(options?: FocusOptions) => void',
    });
    expect(argTypes['property:validity']?.table.type).toEqual({
      summary: 'ValidityState (read only)',
    });
  });
});

describe('argsFromAttributes', () => {
  it('types the attributes the manifest knows as their controls expect, and drops the rest', () => {
    const argTypes = argTypesOf(declaration);
    expect(
      argsFromAttributes(
        [
          ['variant', 'danger'],
          ['full-width', ''],
          ['max-files', '3'],
          ['label', 'Name'],
          ['class', 'x'],
          ['label', 'Name'],
        ],
        argTypes,
      ),
    ).toEqual({ variant: 'danger', 'full-width': true, 'max-files': 3, label: 'Name' });
  });
});

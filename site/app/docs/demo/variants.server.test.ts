import { describe, expect, it } from 'vitest';
import { componentModule } from '../../../readers/component-modules.ts';
import { dedent, demoVariants } from './variants.server.ts';

const where = 'core-components/button/index.mdx';

function variant(html: string, id: string): string {
  return demoVariants(html, where).variants.find((v) => v.id === id)?.code ?? '';
}

describe('demoVariants', () => {
  it('lists the Skerry elements a demo uses, once each', () => {
    const { tags } = demoVariants(
      '<sk-button>A</sk-button><div><sk-icon-button label="x"></sk-icon-button><sk-button>B</sk-button></div><my-thing></my-thing>',
      where,
    );
    expect(tags).toEqual(['sk-button', 'sk-icon-button']);
    expect(componentModule('sk-icon-button')).toBe('@skerry/components/icon-button.js');
  });

  it("imports an element from its component folder's entry, as the manifest places it", () => {
    const manifest = {
      schemaVersion: '2.1.0',
      modules: [
        {
          kind: 'javascript-module',
          path: 'dist/components/radio/radio-group.js',
          declarations: [
            { kind: 'class', name: 'SkRadioGroup', customElement: true, tagName: 'sk-radio-group' },
          ],
        },
      ],
    };
    expect(componentModule('sk-radio-group', manifest)).toBe('@skerry/components/radio.js');
    // Not in the manifest (a planned component): its own name, which the build then checks.
    expect(componentModule('sk-date-picker', manifest)).toBe('@skerry/components/date-picker.js');
  });

  it('keeps the HTML as written, without the shared indentation', () => {
    expect(variant('\n    <sk-button variant="primary">Save</sk-button>\n  ', 'html')).toBe(
      '<sk-button variant="primary">Save</sk-button>',
    );
  });

  it("writes React with @skerry/react's components, React spellings and one root", () => {
    expect(variant('<sk-button variant="primary" disabled>Save</sk-button>', 'react')).toBe(
      [
        "import { SkButton } from '@skerry/react';",
        '',
        'export function Example() {',
        '  return <SkButton variant="primary" disabled>Save</SkButton>;',
        '}',
      ].join('\n'),
    );
    expect(
      variant(
        '<label for="n" class="x">Name</label>\n<input id="n" maxlength="10" readonly style="margin-top: 4px; --sk-gap: 2px">',
        'react',
      ),
    ).toBe(
      [
        'export function Example() {',
        '  return (',
        '    <>',
        '      <label htmlFor="n" className="x">Name</label>',
        '      <input id="n" maxLength="10" readOnly style={{ marginTop: "4px", "--sk-gap": "2px" }} />',
        '    </>',
        '  );',
        '}',
      ].join('\n'),
    );
  });

  it("writes attributes as the props the manifest names (React's for global ones): booleans bare, numbers as numbers", () => {
    const manifest = {
      schemaVersion: '2.1.0',
      modules: [
        {
          path: 'dist/components/accordion/accordion.js',
          declarations: [
            {
              kind: 'class',
              name: 'SkAccordion',
              customElement: true,
              tagName: 'sk-accordion',
              attributes: [
                { name: 'heading-level', fieldName: 'headingLevel', type: { text: 'number' } },
                { name: 'multiple', fieldName: 'multiple', type: { text: 'boolean' } },
                { name: 'spellcheck', fieldName: 'spellcheck', type: { text: 'boolean' } },
              ],
            },
            {
              kind: 'class',
              name: 'SkAccordionItem',
              customElement: true,
              tagName: 'sk-accordion-item',
            },
          ],
        },
      ],
    };
    const html =
      '<sk-accordion heading-level="2" multiple="" spellcheck class="faq" aria-label="FAQ"><sk-accordion-item></sk-accordion-item></sk-accordion>';
    expect(demoVariants(html, where, manifest).variants[1]?.code).toBe(
      [
        "import { SkAccordion, SkAccordionItem } from '@skerry/react';",
        '',
        'export function Example() {',
        '  return (',
        '    <SkAccordion headingLevel={2} multiple spellCheck className="faq" aria-label="FAQ">',
        '      <SkAccordionItem />',
        '    </SkAccordion>',
        '  );',
        '}',
      ].join('\n'),
    );
  });

  it('imports many components one a line', () => {
    const code = variant(
      '<sk-input label="a"></sk-input><sk-checkbox label="b"></sk-checkbox><sk-select label="c"></sk-select><sk-button>d</sk-button><sk-textarea label="e"></sk-textarea><sk-toggle label="f"></sk-toggle><sk-range label="g"></sk-range>',
      'react',
    );
    expect(code).toContain(
      "import {\n  SkInput,\n  SkCheckbox,\n  SkSelect,\n  SkButton,\n  SkTextarea,\n  SkToggle,\n  SkRange,\n} from '@skerry/react';",
    );
  });

  it('writes SVG presentation attributes in React spelling', () => {
    expect(
      variant(
        '<svg viewBox="0 0 24 24" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" fill-rule="evenodd"></svg>',
        'react',
      ),
    ).toContain(
      '<svg viewBox="0 0 24 24" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fillRule="evenodd"></svg>',
    );
  });

  it('escapes braces in React text', () => {
    expect(variant('<p>Use {value}</p>', 'react')).toContain("<p>Use {'{'}value{'}'}</p>");
  });

  it('writes Vue and Angular around the same markup', () => {
    const html = '<sk-button type="submit">Send `now`</sk-button>';
    expect(variant(html, 'vue')).toBe(
      [
        '<script setup>',
        "import { SkButton } from '@skerry/vue';",
        '</script>',
        '',
        '<template>',
        '  <SkButton type="submit">Send `now`</SkButton>',
        '</template>',
      ].join('\n'),
    );
    expect(variant(html, 'angular')).toBe(
      [
        "import { Component } from '@angular/core';",
        "import { SkButton } from '@skerry/angular';",
        '',
        '@Component({',
        "  selector: 'app-example',",
        '  imports: [SkButton],',
        '  template: `',
        '    <sk-button type="submit">Send \\`now\\`</sk-button>',
        '  `,',
        '})',
        'export class ExampleComponent {}',
      ].join('\n'),
    );
  });

  it('writes Angular with the components of @skerry/angular, escaping what Angular reads', () => {
    const html = [
      '<sk-radio-group label="Size" name="size">',
      '  <sk-radio value="s">Small</sk-radio>',
      '</sk-radio-group>',
      '<p>Write to help@example.com, {not} an expression</p>',
      '<sk-input label="Email" placeholder="you@example.com"></sk-input>',
    ].join('\n');
    const angular = variant(html, 'angular');
    expect(angular).toContain("import { SkRadioGroup, SkRadio, SkInput } from '@skerry/angular';");
    expect(angular).toContain('  imports: [SkRadioGroup, SkRadio, SkInput],');
    expect(angular).not.toContain('CUSTOM_ELEMENTS_SCHEMA');
    expect(angular).toContain(
      '<p>Write to help&#64;example.com, &#123;not&#125; an expression</p>',
    );
    expect(angular).toContain('placeholder="you@example.com"');
  });

  it('writes Vue with the components of @skerry/vue, named as the element classes', () => {
    const html = [
      '<sk-radio-group label="Size" name="size">',
      '  <sk-radio value="s">Small</sk-radio>',
      '</sk-radio-group>',
      '<p>Not <code>&lt;sk-radio&gt;</code> in text</p>',
      '<my-thing data-x="1"></my-thing>',
    ].join('\n');
    expect(variant(html, 'vue')).toBe(
      [
        '<script setup>',
        "import { SkRadioGroup, SkRadio } from '@skerry/vue';",
        '</script>',
        '',
        '<template>',
        '  <SkRadioGroup label="Size" name="size">',
        '    <SkRadio value="s">Small</SkRadio>',
        '  </SkRadioGroup>',
        '  <p>Not <code>&lt;sk-radio&gt;</code> in text</p>',
        '  <my-thing data-x="1"></my-thing>',
        '</template>',
      ].join('\n'),
    );
    expect(variant('<p>Plain</p>', 'vue')).toBe('<template>\n  <p>Plain</p>\n</template>');
  });

  it('refuses inline event handlers, naming the page', () => {
    expect(() => demoVariants('<sk-button onclick="go()">Go</sk-button>', where)).toThrow(
      /core-components\/button\/index\.mdx: <sk-button onclick>/,
    );
  });
});

describe('dedent', () => {
  it('removes common indentation and surrounding blank lines', () => {
    expect(dedent('\n\n    <a>\n      <b></b>\n    </a>\n  ')).toBe('<a>\n  <b></b>\n</a>');
  });
});

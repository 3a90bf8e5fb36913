import { describe, expect, it } from 'vitest';
import { minifyTemplates } from './minify-templates.ts';

const css = (body: string) => minifyTemplates(`const s = css\`${body}\`;`);

describe('minifyTemplates', () => {
  it('drops comments and the spaces CSS does not need', () => {
    expect(
      css(`
        /* the base */
        :host { display: inline-block; }
        a[part~='base'], .b > .c:not( .d ) { color: color-mix( in oklab, red, blue 15% ); }
        @media (prefers-reduced-motion: reduce) { .s { animation: none; } }
      `),
    ).toBe(
      "const s = css`:host{display:inline-block}a[part~='base'],.b > .c:not(.d){color:color-mix(in oklab,red,blue 15%)}@media (prefers-reduced-motion:reduce){.s{animation:none}}`;",
    );
  });

  it('keeps the spaces that mean something: before a colon, around + and -, in strings', () => {
    expect(css(`.a :hover { inline-size: calc(100% - var(--x) + 1px); }`)).toBe(
      'const s = css`.a :hover{inline-size:calc(100% - var(--x) + 1px)}`;',
    );
    expect(css(`.q::before { content: 'one, two:  three'; font-family: "A B", sans-serif; }`)).toBe(
      `const s = css\`.q::before{content:'one, two:  three';font-family:"A B",sans-serif}\`;`,
    );
  });

  it('finds templates as tsc prints them, with a space after the tag', () => {
    expect(minifyTemplates('export const s = css `\n  :host {\n    display: block;\n  }\n`;')).toBe(
      'export const s = css `:host{display:block}`;',
    );
  });

  it('minifies around expressions and leaves html templates’ single spaces', () => {
    expect(css(`.a { width: \${size}px; }`)).toBe('const s = css`.a{width:${size}px}`;');
    expect(minifyTemplates('html`<p>\n    <b>a</b> <i>b</i>\n  </p>`')).toBe(
      'html`<p> <b>a</b> <i>b</i> </p>`',
    );
  });
});

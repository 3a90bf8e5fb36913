import { describe, expect, it } from 'vitest';
import { inlineMarkdown } from './inline-markdown.server.ts';

describe('inlineMarkdown', () => {
  it('renders code, emphasis and links, as one paragraph without its <p>', () => {
    expect(
      inlineMarkdown(
        'The `value` attribute is the *default*, **always**; see [forms](/get-started/forms/).',
      ),
    ).toBe(
      'The <code>value</code> attribute is the <em>default</em>, <strong>always</strong>; see <a href="/get-started/forms/">forms</a>.',
    );
  });

  it('escapes element names in code, and drops raw HTML instead of passing it through', () => {
    expect(inlineMarkdown('A disabled `<fieldset>` around it.')).toBe(
      'A disabled <code>&#x3C;fieldset></code> around it.',
    );
    expect(inlineMarkdown('Text <img src=x onerror="alert(1)"> after.')).toBe('Text  after.');
  });

  it('joins the lines of one JSDoc paragraph, and keeps several paragraphs apart', () => {
    expect(inlineMarkdown('First line\nsecond line.')).toBe('First line\nsecond line.');
    expect(inlineMarkdown('One.\n\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>');
  });

  it('leaves plain text as it is, escaping what HTML needs', () => {
    expect(inlineMarkdown('Fired when A & B (not both).')).toBe(
      'Fired when A &#x26; B (not both).',
    );
    expect(inlineMarkdown('')).toBe('');
  });
});

import tokensCss from '@skerry/tokens/tokens.css?raw';
import { css } from 'lit';
import { describe, expect, it } from 'vitest';
import { SkTestText } from '../testing/controls/text-control.js';
import { fieldStyles } from './field.styles.js';

const tokens = new Set(tokensCss.match(/--sk-[\w-]+(?=\s*:)/g));
const text = fieldStyles.cssText.replace(/\/\*[\s\S]*?\*\//g, '');

/*
 * The field's styles are added to every field control by SkFormControl, not listed in its own
 * `styles`, so the component style checks do not see them; these are the same checks.
 */
describe('field styles', () => {
  it('use only tokens that exist, and their own --sk-field- properties', () => {
    const used = [...new Set(text.match(/--sk-[\w-]+/g))];
    expect(used.filter((name) => !tokens.has(name) && !name.startsWith('--sk-field-'))).toEqual([]);
  });

  it('have no colour literals and no physical directions', () => {
    expect(text.match(/#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|oklch)\(/gi)).toBeNull();
    expect(
      text.match(/\b(?:margin|padding)-(?:left|right|top|bottom)\b|\b(?:left|right):/g),
    ).toBeNull();
  });

  it("come before a field control's own styles, which can override them", () => {
    const own = css`
      [part~='label'] {
        font-weight: var(--sk-font-weight-bold);
      }
    `;
    class StyledField extends SkTestText {
      static override styles = own;
    }
    customElements.define('sk-test-styled-field', StyledField);
    // One stylesheet per field control: the field's rules, then the control's own.
    const [sheet, ...more] = StyledField.elementStyles;
    expect(more).toEqual([]);
    const combined = sheet && 'cssText' in sheet ? sheet.cssText : '';
    expect(combined.indexOf(fieldStyles.cssText)).toBeGreaterThanOrEqual(0);
    expect(combined.indexOf(fieldStyles.cssText)).toBeLessThan(combined.indexOf(own.cssText));
  });
});

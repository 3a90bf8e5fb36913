import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-reg-exp.ts';

describe('escapeRegExp', () => {
  it('matches the text itself, every special character literal', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });
});

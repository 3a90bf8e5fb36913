import { describe, expect, it } from 'vitest';
import { describeLength, token, tokens, tokensAt, toPixels } from './token-data.ts';

describe('token data', () => {
  it('finds a token by name with its value in every theme', () => {
    expect(token('--sk-color-text').values).toMatchObject({ light: '#1a1d23', dark: '#f6f7f9' });
  });

  it('names a token that does not exist', () => {
    expect(() => token('--sk-color-nope')).toThrow('Unknown design token --sk-color-nope');
  });

  it('selects tokens by path prefix, in package order', () => {
    const sizes = tokensAt(['font', 'size']).map((t) => t.name);
    expect(sizes[0]).toBe('--sk-font-size-xs');
    expect(sizes.at(-1)).toBe('--sk-font-size-4xl');
    expect(tokensAt(['font', 'size']).every((t) => tokens.includes(t))).toBe(true);
  });

  it.each([
    ['1.25rem', 20],
    ['0rem', 0],
    ['640px', 640],
    ['.5rem', 8],
  ])('%s is %d px', (length, pixels) => {
    expect(toPixels(length)).toBe(pixels);
  });

  it('refuses units it cannot draw', () => {
    expect(() => toPixels('0.04em')).toThrow('Cannot convert "0.04em"');
  });

  it('adds pixels to rem lengths only', () => {
    expect(describeLength('1.5rem')).toBe('1.5rem (24 px)');
    expect(describeLength('640px')).toBe('640px');
  });
});

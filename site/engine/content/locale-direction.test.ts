import { describe, expect, it } from 'vitest';
import { localeDirection } from './locale-direction.ts';

describe('localeDirection', () => {
  it('reads right to left for Arabic, Hebrew and Persian, left to right for the rest', () => {
    expect(['ar', 'he', 'fa', 'en', 'de', 'ja'].map(localeDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});

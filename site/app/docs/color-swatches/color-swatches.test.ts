import { describe, expect, it } from 'vitest';
import { wcagLevel } from './color-swatches.tsx';

describe('wcagLevel', () => {
  it.each([
    [7.2, 4.5, 'AAA'],
    [7, 4.5, 'AAA'],
    [6.99, 4.5, 'AA'],
    [4.5, 4.5, 'AA'],
    [4.49, 4.5, 'Fail'],
    // Non-text contrast has no AAA level, however high the ratio.
    [4.6, 3, 'AA'],
    [12, 3, 'AA'],
    [3.2, 3, 'AA'],
    [2.9, 3, 'Fail'],
  ])('%d:1 with a minimum of %d:1 is %s', (ratio, minimum, level) => {
    expect(wcagLevel(ratio, minimum)).toBe(level);
  });
});

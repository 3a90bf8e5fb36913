import { describe, expect, it } from 'vitest';
import { computeActiveHeading } from './use-active-heading.ts';

const tops = (map: Record<string, number>) => (slug: string) => map[slug];

describe('computeActiveHeading', () => {
  const slugs = ['usage', 'behavior', 'types'];

  it('is none before the first heading reaches the reading line', () => {
    expect(
      computeActiveHeading(slugs, tops({ usage: 300, behavior: 900, types: 1500 }), 100, false),
    ).toBeNull();
  });

  it('is the last heading above the reading line', () => {
    expect(
      computeActiveHeading(slugs, tops({ usage: -400, behavior: 80, types: 700 }), 100, false),
    ).toBe('behavior');
  });

  it('is the last heading at the bottom of the page, even if it cannot reach the line', () => {
    expect(
      computeActiveHeading(slugs, tops({ usage: -400, behavior: 80, types: 400 }), 100, true),
    ).toBe('types');
  });

  it('skips headings that are not in the document', () => {
    expect(computeActiveHeading(slugs, tops({ usage: -10, types: 50 }), 100, false)).toBe('types');
  });
});

import { describe, expect, it } from 'vitest';
import { breakpointRanges, pageRegions, spacingScale } from './layout-geometry.ts';

describe('layout geometry', () => {
  it('lists the spacing scale in pixels, smallest first', () => {
    const scale = spacingScale();
    expect(scale[0]).toEqual({ name: '--sk-space-0', value: '0rem', pixels: 0 });
    expect(scale.find((s) => s.name === '--sk-space-4')?.pixels).toBe(16);
    expect(scale.map((s) => s.pixels)).toEqual(
      [...scale.map((s) => s.pixels)].sort((a, b) => a - b),
    );
  });

  it('divides viewport widths into ranges that meet without gaps', () => {
    const ranges = breakpointRanges();
    expect(ranges.map((r) => r.label)).toEqual(['Base', 'sm', 'md', 'lg', 'xl']);
    expect(ranges[0]).toMatchObject({ min: 0, max: 639 });
    expect(ranges[2]).toMatchObject({ min: 960, max: 1279, media: '(width >= 60rem)' });
    expect(ranges.at(-1)?.max).toBeUndefined();
    ranges.slice(1).forEach((range, index) => expect(range.min).toBe(ranges[index]!.max! + 1));
  });

  it('places the page regions from the layout tokens, inside the window, without overlap', () => {
    const viewport = { width: 1440, height: 900 };
    const regions = pageRegions(viewport);
    const byLabel = Object.fromEntries(regions.map((r) => [r.label, r]));
    expect(byLabel.Header).toMatchObject({ x: 0, y: 0, width: 1440, height: 56 });
    expect(byLabel.Sidebar).toMatchObject({ x: 0, width: 272 });
    expect(byLabel.Content?.width).toBe(768);
    expect(byLabel['Table of contents']?.width).toBe(224);
    for (const r of regions) {
      expect(r.x + r.width).toBeLessThanOrEqual(viewport.width);
      expect(r.y + r.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(byLabel.Content!.x).toBeGreaterThan(byLabel.Sidebar!.width);
    expect(byLabel['Table of contents']!.x).toBeGreaterThan(
      byLabel.Content!.x + byLabel.Content!.width,
    );
  });

  it('narrows the content column when the window cannot fit its full measure', () => {
    const content = pageRegions({ width: 1200, height: 800 }).find((r) => r.label === 'Content');
    expect(content!.width).toBeLessThan(768);
  });
});
